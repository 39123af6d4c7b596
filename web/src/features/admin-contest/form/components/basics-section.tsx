import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
import type { ContestFormValues } from '../contest-form-values';
import { borderOf, inputClass, ProblemText, SwitchRow } from './form-parts';

interface BasicsSectionProps {
  values: ContestFormValues;
  /** Editing: the rule type is fixed once the contest exists (spec part 3 §4). */
  editing: boolean;
  set: (part: Partial<ContestFormValues>) => void;
  problemOf: (field: 'title' | 'type' | 'pwd') => string | null;
}

/** Title, rule type, who may enter (with the password), visible. */
export function BasicsSection({ values, editing, set, problemOf }: BasicsSectionProps) {
  const { t } = useTranslation();
  const title = problemOf('title');
  const pwd = problemOf('pwd');
  return (
    <div className="grid gap-x-4 gap-y-3 md:grid-cols-2">
      <label className="block md:col-span-2" htmlFor="contest-title">
        <span className="mb-1 block text-sm text-slate-600">{t('admin-contest.form.fields.title')}</span>
        <input
          id="contest-title"
          className={`${inputClass} ${borderOf(title)}`}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          data-testid="contest-title"
        />
        <ProblemText text={title} testId="problem-title" />
      </label>
      <div>
        <Select<0 | 1>
          label={t('admin-contest.form.fields.type')}
          size="lg"
          value={values.type}
          disabled={editing}
          options={[
            { value: 0, label: t('admin-contest.form.types.acm') },
            { value: 1, label: t('admin-contest.form.types.oi') },
          ]}
          onChange={(type) => set({ type })}
          data-testid="contest-type"
        />
        <p className="mt-1 text-xs text-slate-500">
          {t(editing ? 'admin-contest.form.hints.typeLocked' : 'admin-contest.form.hints.type')}
        </p>
        <ProblemText text={problemOf('type')} testId="problem-type" />
      </div>
      <div>
        <Select<0 | 1 | 2>
          label={t('admin-contest.form.fields.auth')}
          size="lg"
          value={values.auth}
          options={[
            { value: 0, label: t('admin-contest.auth.public') },
            { value: 1, label: t('admin-contest.auth.private') },
            { value: 2, label: t('admin-contest.auth.protected') },
          ]}
          onChange={(auth) => set({ auth })}
          data-testid="contest-auth"
        />
        <p className="mt-1 text-xs text-slate-500">{t(`admin-contest.form.hints.auth${values.auth}`)}</p>
      </div>
      {values.auth === 0 ? null : (
        <label className="block" htmlFor="contest-pwd">
          <span className="mb-1 block text-sm text-slate-600">{t('admin-contest.form.fields.pwd')}</span>
          <input
            id="contest-pwd"
            className={`${inputClass} ${borderOf(pwd)}`}
            value={values.pwd}
            autoComplete="off"
            onChange={(event) => set({ pwd: event.target.value })}
            data-testid="contest-pwd"
          />
          <ProblemText text={pwd} testId="problem-pwd" />
        </label>
      )}
      <div className={values.auth === 0 ? '' : 'md:col-span-1'}>
        <SwitchRow
          label={t('admin-contest.form.fields.visible')}
          hint={t('admin-contest.form.hints.visible')}
          checked={values.visible}
          onChange={(visible) => set({ visible })}
          testId="contest-visible-field"
        />
      </div>
    </div>
  );
}
