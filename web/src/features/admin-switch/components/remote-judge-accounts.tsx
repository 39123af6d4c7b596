import { useTranslation } from 'react-i18next';
import {
  passwordListField,
  remoteJudgeAccountRules,
  remoteJudgeAccountSites,
  usernameListField,
  type RemoteJudgeAccounts,
  type RemoteJudgeAccountSite,
} from '@oj/shared/domain/remote-judge-accounts';
import { Button } from '../../../components/ui/button';

const fieldClass =
  'min-w-0 flex-1 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** A remote judge's accounts as rows of a username and its password, the two lists kept paired. */
function JudgeAccounts({
  site,
  accounts,
  onChange,
}: {
  site: RemoteJudgeAccountSite;
  accounts: RemoteJudgeAccounts;
  onChange: (accounts: RemoteJudgeAccounts) => void;
}) {
  const { t } = useTranslation();
  const usernames = accounts[usernameListField(site)];
  const passwords = accounts[passwordListField(site)];
  const write = (nextUsernames: string[], nextPasswords: string[]) =>
    onChange({
      ...accounts,
      [usernameListField(site)]: nextUsernames,
      [passwordListField(site)]: nextPasswords,
    });
  const replace = (list: string[], index: number, value: string) =>
    list.map((entry, at) => (at === index ? value : entry));
  const label = t(`admin-switch.judges.${site}`);
  return (
    <div className="border-b border-slate-100 py-3" data-testid={`accounts-${site}`}>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <ul className="mt-2 space-y-2">
        {usernames.map((username, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <input
              className={fieldClass}
              value={username}
              aria-label={t('admin-switch.accountUsername', { judge: label, number: index + 1 })}
              placeholder={t('admin-switch.username')}
              onChange={(event) => write(replace(usernames, index, event.target.value), passwords)}
            />
            <input
              className={fieldClass}
              type="password"
              autoComplete="new-password"
              value={passwords[index] ?? ''}
              aria-label={t('admin-switch.accountPassword', { judge: label, number: index + 1 })}
              placeholder={t('admin-switch.password')}
              onChange={(event) => write(usernames, replace(passwords, index, event.target.value))}
            />
            <Button
              variant="link"
              onClick={() =>
                write(
                  usernames.filter((_, at) => at !== index),
                  passwords.filter((_, at) => at !== index),
                )
              }
            >
              {t('admin-switch.removeAccount')}
            </Button>
          </li>
        ))}
      </ul>
      {usernames.length < remoteJudgeAccountRules.maxAccounts ? (
        <Button
          variant="link"
          className="mt-2"
          data-testid={`add-account-${site}`}
          onClick={() => write([...usernames, ''], [...passwords, ''])}
        >
          {t('admin-switch.addAccount')}
        </Button>
      ) : null}
    </div>
  );
}

/** The remote judges' accounts the site submits with (stored now; used once remote judging opens). */
export function RemoteJudgeAccountsEditor({
  accounts,
  onChange,
}: {
  accounts: RemoteJudgeAccounts;
  onChange: (accounts: RemoteJudgeAccounts) => void;
}) {
  return (
    <>
      {remoteJudgeAccountSites.map((site) => (
        <JudgeAccounts key={site} site={site} accounts={accounts} onChange={onChange} />
      ))}
    </>
  );
}
