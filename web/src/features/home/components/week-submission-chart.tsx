import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { lastWeekSubmissionStatisticsQueryOptions } from '../api/get-last-week-submission-statistics';

const width = 320;
const height = 160;
const padding = { left: 28, right: 8, top: 10, bottom: 22 };

/** Last week's submissions and accepted ones per day, as paired bars in plain SVG. */
export function WeekSubmissionChart() {
  const { t } = useTranslation();
  const stats = useQuery(lastWeekSubmissionStatisticsQueryOptions()).data;
  const days = stats?.dateStrList ?? [];
  const max = Math.max(1, ...(stats?.totalCountList ?? []));
  const plotHeight = height - padding.top - padding.bottom;
  const slot = (width - padding.left - padding.right) / Math.max(1, days.length);
  const barHeight = (count: number) => (count / max) * plotHeight;
  return (
    <Card
      title={t('home.weekSubmissions')}
      testId="week-chart"
      extra={
        <span className="flex gap-3 text-xs text-slate-500">
          <span>
            <i className="mr-1 inline-block h-2 w-2 rounded-sm bg-blue-300" />
            {t('home.total')}
          </span>
          <span>
            <i className="mr-1 inline-block h-2 w-2 rounded-sm bg-emerald-500" />
            AC
          </span>
        </span>
      }
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="w-full"
        role="img"
        aria-label={t('home.weekSubmissions')}
      >
        <line
          x1={padding.left}
          x2={width - padding.right}
          y1={height - padding.bottom}
          y2={height - padding.bottom}
          stroke="#cbd5e1"
        />
        <text x={padding.left - 4} y={padding.top + 4} textAnchor="end" fontSize="9" fill="#94a3b8">
          {max}
        </text>
        {days.map((day, index) => {
          const x = padding.left + index * slot + slot * 0.2;
          const barWidth = slot * 0.28;
          const total = stats?.totalCountList[index] ?? 0;
          const accepted = stats?.acCountList[index] ?? 0;
          const base = height - padding.bottom;
          return (
            <g key={day}>
              <rect
                x={x}
                y={base - barHeight(total)}
                width={barWidth}
                height={barHeight(total)}
                rx="2"
                fill="#93c5fd"
              >
                <title>{`${day}: ${total}`}</title>
              </rect>
              <rect
                x={x + barWidth + 2}
                y={base - barHeight(accepted)}
                width={barWidth}
                height={barHeight(accepted)}
                rx="2"
                fill="#10b981"
              >
                <title>{`${day} AC: ${accepted}`}</title>
              </rect>
              <text x={x + barWidth} y={height - 8} textAnchor="middle" fontSize="9" fill="#64748b">
                {day.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
    </Card>
  );
}
