import { useTranslation } from 'react-i18next';
import type { JudgeCaseMode } from '@oj/shared/judge/judge-status';
import { useDifficultyChoices } from '../../../../components/difficulty-tag';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { judgeCaseModesByType, type ProblemFormValues } from '../problem-form-values';
import { CheckField, FieldProblemText } from './form-section';
import { JudgeModeField } from './judge-mode-field';

interface LimitsSectionProps {
  values: ProblemFormValues;
  set: (part: Partial<ProblemFormValues>) => void;
  problemOf: (field: string) => string | null;
}

/** Limits, difficulty, type, judge mode and case mode, the output and result switches, file IO and access. */
export function LimitsSection({ values, set, problemOf }: LimitsSectionProps) {
  const { t } = useTranslation();
  const difficultyChoices = useDifficultyChoices();
  const limit = (field: 'timeLimit' | 'memoryLimit' | 'stackLimit') => (
    <FormField
      id={`problem-${field}`}
      type="number"
      min={1}
      label={t(`admin-problem.form.fields.${field}`)}
      value={Number.isNaN(values[field]) ? '' : values[field]}
      onChange={(event) =>
        set({ [field]: event.target.value === '' ? Number.NaN : Number(event.target.value) })
      }
      problem={problemOf(field)}
      data-testid={`field-${field}`}
    />
  );
  return (
    <div>
      <div className="grid gap-x-4 md:grid-cols-3">
        {limit('timeLimit')}
        {limit('memoryLimit')}
        {limit('stackLimit')}
      </div>
      <div className="mb-4 grid gap-4 md:grid-cols-3">
        <Select
          label={t('admin-problem.form.fields.difficulty')}
          value={values.difficulty}
          options={difficultyChoices}
          onChange={(difficulty) => set({ difficulty })}
          size="lg"
          data-testid="field-difficulty"
        />
        <Select
          label={t('admin-problem.form.fields.type')}
          value={values.type}
          options={[
            { value: 0 as const, label: t('admin-problem.form.types.acm') },
            { value: 1 as const, label: t('admin-problem.form.types.oi') },
          ]}
          onChange={(type) => set({ type })}
          size="lg"
          data-testid="field-type"
        />
        <Select
          label={t('admin-problem.form.fields.auth')}
          value={values.auth}
          options={[
            { value: 1 as const, label: t('admin-problem.form.auths.public') },
            { value: 2 as const, label: t('admin-problem.form.auths.private') },
            { value: 3 as const, label: t('admin-problem.form.auths.contest') },
          ]}
          onChange={(auth) => set({ auth })}
          size="lg"
          data-testid="field-auth"
        />
        <JudgeModeField value={values.judgeMode} onChange={(judgeMode) => set({ judgeMode })} />
        <Select<JudgeCaseMode>
          label={t('admin-problem.form.fields.judgeCaseMode')}
          value={values.judgeCaseMode}
          options={judgeCaseModesByType[values.type].map((mode) => ({
            value: mode,
            label: t(`admin-problem.form.judgeCaseModes.${mode}`),
          }))}
          onChange={(judgeCaseMode) => set({ judgeCaseMode })}
          size="lg"
          data-testid="field-judgeCaseMode"
        />
      </div>
      <FieldProblemText text={problemOf('judgeCaseMode')} />
      <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
        <CheckField
          label={t('admin-problem.form.fields.isRemoveEndBlank')}
          checked={values.isRemoveEndBlank}
          onChange={(isRemoveEndBlank) => set({ isRemoveEndBlank })}
          testId="field-isRemoveEndBlank"
        />
        <CheckField
          label={t('admin-problem.form.fields.openCaseResult')}
          checked={values.openCaseResult}
          onChange={(openCaseResult) => set({ openCaseResult })}
          testId="field-openCaseResult"
        />
        <CheckField
          label={t('admin-problem.form.fields.codeShare')}
          checked={values.codeShare}
          onChange={(codeShare) => set({ codeShare })}
          testId="field-codeShare"
        />
        <CheckField
          label={t('admin-problem.form.fields.isFileIO')}
          checked={values.isFileIO}
          onChange={(isFileIO) => set({ isFileIO })}
          testId="field-isFileIO"
        />
      </div>
      {values.isFileIO ? (
        <div className="grid gap-x-4 md:grid-cols-2">
          <FormField
            id="problem-ioReadFileName"
            label={t('admin-problem.form.fields.ioReadFileName')}
            value={values.ioReadFileName}
            onChange={(event) => set({ ioReadFileName: event.target.value })}
            problem={problemOf('fileIO') ?? problemOf('ioReadFileName')}
            data-testid="field-ioReadFileName"
          />
          <FormField
            id="problem-ioWriteFileName"
            label={t('admin-problem.form.fields.ioWriteFileName')}
            value={values.ioWriteFileName}
            onChange={(event) => set({ ioWriteFileName: event.target.value })}
            problem={problemOf('ioWriteFileName')}
            data-testid="field-ioWriteFileName"
          />
        </div>
      ) : null}
    </div>
  );
}
