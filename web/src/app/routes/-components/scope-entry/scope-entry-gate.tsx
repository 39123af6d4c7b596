import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../../components/dead-end';
import { Button } from '../../../../components/ui/button';
import { showDialog } from '../../../../lib/dialog-store';
import { showToast } from '../../../../lib/toast-store';
import type { ScopeEntry } from './scope-entry';

/** The kinds of scope a route opens, each with its words (in its own catalogue) and its list. */
const kinds = {
  training: {
    list: '/training',
    loginToast: 'training.list.loginRequired',
    loginText: 'training.details.loginRequired',
    login: 'training.details.login',
    loading: 'training.details.loading',
    refused: 'training.details.loadFailed',
    backToList: 'training.details.backToList',
  },
  contest: {
    list: '/contest',
    loginToast: 'contest.shell.loginRequired',
    loginText: 'contest.shell.loginToEnter',
    login: 'contest.shell.login',
    loading: 'contest.shell.loading',
    refused: 'contest.shell.loadFailed',
    backToList: 'contest.shell.backToList',
  },
} as const;

export type ScopeKind = keyof typeof kinds;

interface ScopeEntryGateProps<Entered> {
  kind: ScopeKind;
  entry: ScopeEntry<Entered>;
  /** The route's own screen, once the viewer entered: the scope's way in or its content. */
  children: (entered: Entered) => ReactNode;
}

/**
 * The one entry check of every contest, training and group route (`ScopeEntry`): a visitor is told
 * once to log in and offered the login dialog, the panel staying for a dialog closed without logging
 * in; a wait; a refusal with the server's reason and the way back to the list; else the route's screen.
 * Test ids: `<kind>-login-required`, `<kind>-loading`, `<kind>-load-failed`.
 */
export function ScopeEntryGate<Entered>({ kind, entry, children }: ScopeEntryGateProps<Entered>) {
  const { t } = useTranslation();
  const words = kinds[kind];
  const loginRequired = entry.state === 'login-required';
  useEffect(() => {
    if (!loginRequired) return;
    showToast('warning', t(words.loginToast));
    showDialog('login');
  }, [loginRequired, t, words]);
  switch (entry.state) {
    case 'login-required':
      return (
        <div
          className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          data-testid={`${kind}-login-required`}
        >
          <p className="mb-4 text-sm text-slate-600">{t(words.loginText)}</p>
          <Button onClick={() => showDialog('login')}>{t(words.login)}</Button>
        </div>
      );
    case 'loading':
      return (
        <p className="py-24 text-center text-sm text-slate-400" aria-busy data-testid={`${kind}-loading`}>
          {t(words.loading)}
        </p>
      );
    case 'refused':
      return (
        <DeadEnd testId={`${kind}-load-failed`} linkTo={words.list} linkText={t(words.backToList)}>
          <p className="text-lg text-slate-700">{t(words.refused)}</p>
          {entry.message ? <p className="mt-2 text-sm text-slate-500">{entry.message}</p> : null}
        </DeadEnd>
      );
    case 'entered':
      return children(entry.entered);
  }
}
