import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemTagRow, ProblemView } from '@oj/shared/api/problem';
import { parseAnnex } from '../annex/parse-annex';
import { useViewer } from '../viewer-context';
import { useLoginCheck } from '../submit/use-submit-guard';
import { AnnexFiles } from './annex-files';
import { MySubmissions } from './my-submissions';
import { ProblemDescription } from './problem-description';

type Tab = 'description' | 'mySubmissions' | 'annex';

/**
 * The left pane's tabs: description; My Submission (a visitor who opens it is told to log in and gets
 * the login dialog, spec §6); annex for admins with files.
 */
export function ProblemTabs({ problem, tags }: { problem: ProblemView; tags: ProblemTagRow[] }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const checkLogin = useLoginCheck();
  const [tab, setTab] = useState<Tab>('description');
  const annex = parseAnnex(problem.userExtraFile);
  const tabs: Tab[] = ['description', 'mySubmissions'];
  if (viewer.isAdmin && annex.length > 0) tabs.push('annex');
  const open = (name: Tab) => {
    if (name === 'mySubmissions' && !checkLogin()) return;
    setTab(name);
  };
  const shown = tabs.includes(tab) && (tab !== 'mySubmissions' || viewer.username) ? tab : 'description';
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <nav className="flex gap-1 border-b border-slate-100 px-3" role="tablist">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={shown === name}
            data-testid={`tab-${name}`}
            onClick={() => open(name)}
            className={`-mb-px border-b-2 px-3 py-2.5 text-sm transition ${shown === name ? 'border-blue-600 font-medium text-blue-600' : 'border-transparent text-slate-500 hover:text-slate-700'}`}
          >
            {t(`problem.page.tabs.${name}`)}
          </button>
        ))}
      </nav>
      <div className="p-4 sm:p-5">
        {shown === 'description' ? <ProblemDescription problem={problem} tags={tags} /> : null}
        {shown === 'mySubmissions' ? <MySubmissions problemId={problem.problemId} /> : null}
        {shown === 'annex' ? <AnnexFiles files={annex} /> : null}
      </div>
    </div>
  );
}
