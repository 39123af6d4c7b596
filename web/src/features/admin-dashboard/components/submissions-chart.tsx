import { useTranslation } from 'react-i18next';

interface SubmissionsChartProps {
  days: readonly { date: string; count: number }[];
}

const width = 700;
const height = 220;
const padding = { top: 16, right: 8, bottom: 28, left: 36 };

/** The last days' submissions as bars, drawn in SVG (no chart library for one small chart). */
export function SubmissionsChart({ days }: SubmissionsChartProps) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.map((day) => day.count));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(4, slot * 0.6);
  const ticks = [0, Math.round(max / 2), max].filter((tick, index, all) => all.indexOf(tick) === index);
  const yOf = (count: number) => padding.top + plotHeight - (count / max) * plotHeight;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={t('admin-dashboard.chartLabel', { count: days.length })}
      data-testid="submissions-chart"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={padding.left} x2={width - padding.right} y1={yOf(tick)} y2={yOf(tick)} stroke="#e2e8f0" />
          <text x={padding.left - 6} y={yOf(tick) + 4} textAnchor="end" fontSize="11" fill="#64748b">
            {tick}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const x = padding.left + index * slot + (slot - barWidth) / 2;
        const y = yOf(day.count);
        return (
          <g key={day.date} data-testid="chart-day" data-date={day.date} data-count={day.count}>
            <rect x={x} y={y} width={barWidth} height={padding.top + plotHeight - y} rx="2" fill="#3b82f6">
              <title>{t('admin-dashboard.chartBar', { date: day.date, count: day.count })}</title>
            </rect>
            {index % 2 === days.length % 2 || days.length <= 7 ? (
              <text x={x + barWidth / 2} y={height - 10} textAnchor="middle" fontSize="10" fill="#64748b">
                {day.date.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
