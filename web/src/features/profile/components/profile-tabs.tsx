import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { Button } from '../../../components/ui/button';
import { SignatureText } from './signature-text';
import { SolvedProblems } from './solved-problems';

type Tab = 'profile' | 'solved';

/** The markdown-profile tab (the signature) and the solved-problems tab with its refresh. */
export function ProfileTabs({
  info,
  onRefresh,
  refreshing,
}: {
  info: UserHomeInfo;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('profile');
  const tabClass = (name: Tab) =>
    `-mb-px border-b-2 px-1 py-3 text-sm font-medium transition ${tab === name ? 'border-blue-600 text-blue-600' : 'border-transparent text-slate-500 hover:text-slate-700'}`;
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="profile-tabs">
      <header className="flex items-center gap-6 border-b border-slate-100 px-4" role="tablist">
        <button
          role="tab"
          aria-selected={tab === 'profile'}
          className={tabClass('profile')}
          onClick={() => setTab('profile')}
        >
          {t('profile.home.profileTab')}
        </button>
        <button
          role="tab"
          aria-selected={tab === 'solved'}
          className={tabClass('solved')}
          onClick={() => setTab('solved')}
          data-testid="solved-tab"
        >
          {t('profile.home.solvedTab')}
        </button>
        {tab === 'solved' ? (
          <Button
            variant="link"
            className="ml-auto"
            onClick={onRefresh}
            disabled={refreshing}
            data-testid="refresh-solved"
          >
            {t('profile.home.refresh')}
          </Button>
        ) : null}
      </header>
      <div className="p-4">
        {tab === 'profile' ? (
          <SignatureText signature={info.signature} />
        ) : (
          <SolvedProblems groups={info.solvedGroupByDifficulty} />
        )}
      </div>
    </section>
  );
}
