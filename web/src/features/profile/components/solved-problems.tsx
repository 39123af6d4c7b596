import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/ui/card';

const difficultyColours = [
  'bg-emerald-50 text-emerald-700 border-emerald-200',
  'bg-sky-50 text-sky-700 border-sky-200',
  'bg-amber-50 text-amber-700 border-amber-200',
  'bg-orange-50 text-orange-700 border-orange-200',
  'bg-rose-50 text-rose-700 border-rose-200',
];

/** The solved public problems by difficulty, easiest first, each a link to its page. */
export function SolvedProblems({ groups }: { groups: UserHomeInfo['solvedGroupByDifficulty'] }) {
  const { t } = useTranslation();
  const names = t('profile.difficulty', { returnObjects: true }) as string[];
  const levels = Object.keys(groups)
    .filter((level) => (groups[level]?.length ?? 0) > 0)
    .sort((a, b) => Number(a) - Number(b));
  if (levels.length === 0) return <EmptyState text={t('profile.home.noSolved')} />;
  return (
    <div className="space-y-4" data-testid="solved-problems">
      {levels.map((level) => {
        const problems = groups[level] ?? [];
        const colour = difficultyColours[Number(level)] ?? difficultyColours[0];
        return (
          <div key={level}>
            <h3 className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
              <span className={`rounded border px-2 py-0.5 text-xs ${colour}`}>
                {names[Number(level)] ?? level}
              </span>
              <span className="text-xs font-normal text-slate-400">
                {t('profile.home.solvedCount', { count: problems.length })}
              </span>
            </h3>
            <div className="flex flex-wrap gap-2">
              {problems.map((problem) => (
                <AppLink
                  key={problem.pid}
                  href={`/problem/${problem.problemId}`}
                  title={problem.title}
                  className="rounded-md border border-slate-200 px-2 py-1 font-mono text-xs text-blue-600 hover:border-blue-300 hover:bg-blue-50"
                >
                  {problem.problemId}
                </AppLink>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
