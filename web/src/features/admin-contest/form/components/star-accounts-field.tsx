import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { addStarAccounts } from '../star-accounts';
import { borderOf, inputClass, ProblemText } from './form-parts';

interface StarAccountsFieldProps {
  accounts: readonly string[];
  onChange: (accounts: string[]) => void;
  /** The form's or the server's problem with the list. */
  problem: string | null;
}

/**
 * Star users: typed (or pasted) and added with Enter or the button, each removable. A name already
 * listed is left out with a warning naming it; the other names of the same paste are added.
 */
export function StarAccountsField({ accounts, onChange, problem }: StarAccountsFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leftOut, setLeftOut] = useState<readonly string[]>([]);
  const add = () => {
    const result = addStarAccounts(accounts, typed);
    if (result.ok) {
      if (result.accounts.length !== accounts.length) onChange(result.accounts);
      setTyped('');
      setRefusal(null);
      setLeftOut(result.duplicates);
      return;
    }
    if (result.problem === 'starEmpty') return;
    setLeftOut([]);
    setRefusal(t('admin-contest.form.rules.starTooMany', { max: result.max }));
  };
  const shown = refusal ?? problem;
  return (
    <div className="pt-3" data-testid="star-accounts">
      <label className="mb-1 block text-sm text-slate-600" htmlFor="star-account-input">
        {t('admin-contest.form.fields.starAccount')}
      </label>
      <div className="flex gap-2">
        <input
          id="star-account-input"
          className={`${inputClass} ${borderOf(shown)}`}
          value={typed}
          placeholder={t('admin-contest.form.hints.starAccount')}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(null);
            setLeftOut([]);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          data-testid="star-account-input"
        />
        <Button variant="secondary" className="shrink-0" onClick={add} data-testid="star-account-add">
          {t('admin-contest.form.star.add')}
        </Button>
      </div>
      <ProblemText text={shown} testId="problem-starAccount" />
      {leftOut.length > 0 ? (
        <p className="mt-1 text-xs text-amber-700" role="status" data-testid="star-account-left-out">
          {t('admin-contest.form.star.leftOut', { count: leftOut.length, names: leftOut.join(', ') })}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-500">{t('admin-contest.form.hints.starAccountPaste')}</p>
      {accounts.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {accounts.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-amber-50 py-0.5 pr-1 pl-2.5 text-xs text-amber-800 ring-1 ring-amber-200"
            >
              ★ {name}
              <button
                type="button"
                className="rounded-full px-1 text-amber-700 hover:bg-amber-100"
                aria-label={t('admin-contest.form.star.remove', { name })}
                onClick={() => onChange(accounts.filter((account) => account !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
