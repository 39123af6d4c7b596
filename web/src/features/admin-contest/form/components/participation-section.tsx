import { useTranslation } from 'react-i18next';
import { accountLimitExamples, type AccountLimitFields } from '../account-limit-fields';
import type { ContestFormValues } from '../contest-form-values';
import { borderOf, inputClass, ProblemText, SwitchRow } from './form-parts';

interface ParticipationSectionProps {
  values: ContestFormValues;
  set: (part: Partial<ContestFormValues>) => void;
  problem: string | null;
}

/** Printing, submissions after the end, and the account limit rule with its five fields. */
export function ParticipationSection({ values, set, problem }: ParticipationSectionProps) {
  const { t } = useTranslation();
  const limit = values.accountLimit;
  const setLimit = (part: Partial<AccountLimitFields>) => set({ accountLimit: { ...limit, ...part } });
  const text = (name: 'prefix' | 'suffix' | 'start' | 'end') => (
    <label className="block" htmlFor={`limit-${name}`}>
      <span className="mb-1 block text-xs text-slate-600">{t(`admin-contest.form.limit.${name}`)}</span>
      <input
        id={`limit-${name}`}
        className={`${inputClass} ${borderOf(problem)}`}
        inputMode={name === 'start' || name === 'end' ? 'numeric' : undefined}
        value={limit[name]}
        onChange={(event) => setLimit({ [name]: event.target.value })}
        data-testid={`limit-${name}`}
      />
    </label>
  );
  const examples = accountLimitExamples(limit);
  return (
    <div className="space-y-1">
      <SwitchRow
        label={t('admin-contest.form.fields.openPrint')}
        hint={t('admin-contest.form.hints.openPrint')}
        checked={values.openPrint}
        onChange={(openPrint) => set({ openPrint })}
        testId="contest-open-print"
      />
      <SwitchRow
        label={t('admin-contest.form.fields.allowEndSubmit')}
        hint={t('admin-contest.form.hints.allowEndSubmit')}
        checked={values.allowEndSubmit}
        onChange={(allowEndSubmit) => set({ allowEndSubmit })}
        testId="contest-allow-end-submit"
      />
      <SwitchRow
        label={t('admin-contest.form.fields.openAccountLimit')}
        hint={t('admin-contest.form.hints.openAccountLimit')}
        checked={values.openAccountLimit}
        onChange={(openAccountLimit) => set({ openAccountLimit })}
        testId="contest-account-limit"
      />
      {values.openAccountLimit ? (
        <div
          className="ml-0 space-y-3 rounded-md bg-slate-50 p-3 sm:ml-12"
          data-testid="account-limit-fields"
        >
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {text('prefix')}
            {text('start')}
            {text('end')}
            {text('suffix')}
          </div>
          <label className="block" htmlFor="limit-extra">
            <span className="mb-1 block text-xs text-slate-600">{t('admin-contest.form.limit.extra')}</span>
            <textarea
              id="limit-extra"
              rows={2}
              className={`${inputClass} ${borderOf(problem)}`}
              value={limit.extra}
              onChange={(event) => setLimit({ extra: event.target.value })}
              data-testid="limit-extra"
            />
          </label>
          <p className="text-xs text-slate-500" data-testid="limit-examples">
            {examples.length > 0
              ? t('admin-contest.form.limit.examples', {
                  names: examples.join(t('admin-contest.form.limit.comma')),
                })
              : t('admin-contest.form.limit.help')}
          </p>
          <ProblemText text={problem} testId="problem-accountLimitRule" />
        </div>
      ) : null}
    </div>
  );
}
