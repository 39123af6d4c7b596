import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { AppLink } from '../../../components/app-link';
import { DifficultyTag } from '../../../components/difficulty-tag';
import { EmptyState } from '../../../components/ui/card';

/** The solved public problems by difficulty, easiest first, each a link to its page. */
export function SolvedProblems({ groups }: { groups: UserHomeInfo['solvedGroupByDifficulty'] }) {
  const { t } = useTranslation();
  const levels = Object.keys(groups)
    .filter((level) => (groups[level]?.length ?? 0) > 0)
    .sort((a, b) => Number(a) - Number(b));
  if (levels.length === 0) return <EmptyState text={t('profile.home.noSolved')} />;
  return (
    <div className="space-y-4" data-testid="solved-problems">
      {levels.map((level) => {
        const problems = groups[level] ?? [];
        return (
          <div key={level}>
            <h3 className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
              <DifficultyTag difficulty={Number(level)} />
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
