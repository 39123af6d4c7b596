import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the pieces a horizontal bar chart needs, so the chunk stays small; registered once.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface TopTenBar {
  username: string;
  value: number;
}

/** A horizontal bar per leader, so long usernames fit on a phone. Chart.js draws on a canvas. */
export default function TopTenChartCanvas({ bars, label }: { bars: readonly TopTenBar[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: bars.map((bar) => bar.username),
        datasets: [
          {
            label,
            data: bars.map((bar) => bar.value),
            backgroundColor: bars.map((_, index) => (index < 3 ? '#f59e0b' : '#60a5fa')),
            borderRadius: 4,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { ticks: { autoSkip: false } } },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [bars, label]);
  return <canvas ref={canvas} data-testid="rank-chart-canvas" aria-label={label} role="img" />;
}
