import { monthLabels } from '../heatmap/month-labels';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { userCalendarHeatmapQueryOptions } from '../api/get-user-calendar-heatmap';
import type { UserRef } from '../api/get-user-home-info';
import { layOutHeatmap, type HeatmapCell } from '../heatmap/heatmap-layout';

/** Colour steps 0–4, from "nothing" to "a busy day", in the app's blue. */
export const heatColours = ['#eef2f7', '#bfdbfe', '#60a5fa', '#2563eb', '#1e3a8a'];

const cell = 11;
const gap = 3;
const pitch = cell + gap;
const left = 26;
const top = 16;

/** The last year of judged submissions as a calendar of weeks × days, with a tooltip per day. */
export function SubmissionHeatmap({ user }: { user: UserRef }) {
  const { t } = useTranslation();
  const { data } = useQuery(userCalendarHeatmapQueryOptions(user));
  const [hovered, setHovered] = useState<HeatmapCell | null>(null);
  const layout = useMemo(() => (data ? layOutHeatmap(data.dataList, data.endDate) : null), [data]);
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the grid scrolls; start at the recent end, which is what a visitor looks for.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [layout]);
  const months = t('profile.months', { returnObjects: true }) as string[];
  const weekdays = t('profile.weekdays', { returnObjects: true }) as string[];
  const dayText = (day: HeatmapCell) => t('profile.home.heatmapDay', { count: day.count, date: day.date });

  return (
    <Card title={t('profile.home.heatmapTitle')} testId="heatmap">
      {layout ? (
        <>
          <div className="overflow-x-auto" ref={scroller}>
            <svg
              viewBox={`0 0 ${left + layout.weeks.length * pitch} ${top + 7 * pitch}`}
              style={{ minWidth: left + layout.weeks.length * pitch }}
              role="img"
              aria-label={t('profile.home.heatmapTotal', { count: layout.total })}
              className="block w-full"
              onMouseLeave={() => setHovered(null)}
            >
              {monthLabels(layout.monthStarts).map(({ weekIndex, month }) => (
                <text
                  key={`${weekIndex}-${month}`}
                  x={left + weekIndex * pitch}
                  y={10}
                  className="fill-slate-400 text-[10px]"
                >
                  {months[month]}
                </text>
              ))}
              {[1, 3, 5].map((row) => (
                <text key={row} x={0} y={top + row * pitch + 9} className="fill-slate-400 text-[10px]">
                  {weekdays[row]}
                </text>
              ))}
              {layout.weeks.map((week, column) =>
                week.map((day, row) =>
                  day ? (
                    <rect
                      key={day.date}
                      x={left + column * pitch}
                      y={top + row * pitch}
                      width={cell}
                      height={cell}
                      rx={2}
                      fill={heatColours[day.level]}
                      data-date={day.date}
                      data-count={day.count}
                      onMouseEnter={() => setHovered(day)}
                    >
                      <title>{dayText(day)}</title>
                    </rect>
                  ) : null,
                ),
              )}
            </svg>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
            <span data-testid="heatmap-caption">
              {hovered ? dayText(hovered) : t('profile.home.heatmapTotal', { count: layout.total })}
            </span>
            <span className="flex items-center gap-1">
              {t('profile.home.less')}
              {heatColours.map((colour) => (
                <span
                  key={colour}
                  className="inline-block h-[11px] w-[11px] rounded-sm"
                  style={{ backgroundColor: colour }}
                />
              ))}
              {t('profile.home.more')}
            </span>
          </div>
        </>
      ) : (
        <div className="h-28 animate-pulse rounded-lg bg-slate-100" />
      )}
    </Card>
  );
}
