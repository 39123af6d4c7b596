import { useTranslation } from 'react-i18next';
import { formatAcRate } from '../../../../lib/format';
import { useScope } from '../../../../lib/scope/scope-provider';
import { pieSlices, type PieCounts } from '../statistics/verdict-pie';

interface ProblemCount extends PieCounts {
  total: number;
}

/**
 * The problem's `problemCount` (spec §3): submissions, accepted, AC rate and the verdict pie (§9).
 * Inside a contest they are the contest's own figures for the problem (the page's answer counts its
 * submissions), titled so, and a question mark while the contest hides its results from the viewer.
 */
export function ProblemStatistics({ count }: { count: ProblemCount }) {
  const { t } = useTranslation();
  const scope = useScope();
  const inContest = scope.kind === 'contest';
  const hidden = inContest && scope.countsHidden === true;
  const slices = pieSlices(count);
  const drawn = slices.filter((slice) => slice.path !== '');
  const figures = [
    { key: 'total', value: count.total, color: 'text-slate-700', testId: 'statistics-total' },
    { key: 'accepted', value: count.ac, color: 'text-emerald-600', testId: 'statistics-accepted' },
    { key: 'acRate', value: formatAcRate(count.ac, count.total), color: 'text-slate-700', testId: undefined },
  ];
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="problem-statistics"
    >
      <h3 className="mb-3 text-base font-semibold text-slate-800">
        {t(inContest ? 'problem.page.statistics.contestTitle' : 'problem.page.statistics.title')}
      </h3>
      <dl className="mb-3 grid grid-cols-3 gap-2 text-center text-sm">
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt className="text-slate-400">{t(`problem.page.statistics.${figure.key}`)}</dt>
            <dd className={`font-semibold ${figure.color}`} data-testid={figure.testId}>
              {hidden ? '?' : figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {hidden ? (
        <p className="text-center text-sm text-slate-400" data-testid="statistics-hidden">
          {t('problem.page.statistics.contestHidden')}
        </p>
      ) : null}
      <div className={`flex flex-wrap items-center justify-center gap-4 ${hidden ? 'hidden' : ''}`}>
        {drawn.length === 0 ? (
          <p className="text-sm text-slate-400" data-testid="statistics-none">
            {t('problem.page.statistics.none')}
          </p>
        ) : (
          <svg
            viewBox="-1.05 -1.05 2.1 2.1"
            className="h-32 w-32"
            role="img"
            aria-label={t('problem.page.statistics.title')}
            data-testid="verdict-pie"
          >
            {drawn.map((slice) => (
              <path key={slice.label} d={slice.path} fill={slice.color} stroke="#fff" strokeWidth="0.02">
                <title>{`${slice.label}: ${slice.count}`}</title>
              </path>
            ))}
          </svg>
        )}
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600">
          {slices.map((slice) => (
            <li key={slice.label} className="flex items-center gap-1.5" data-testid={`pie-${slice.label}`}>
              <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: slice.color }} />
              <span className="w-8 font-medium">{slice.label}</span>
              <span>{slice.count}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
