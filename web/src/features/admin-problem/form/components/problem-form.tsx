import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckedForm } from '../../../../components/admin-form/checked-form';
import { FormSection } from '../../../../components/admin-form/form-section';
import { useCheckedForm } from '../../../../components/admin-form/use-checked-form';
import { saveProblem, savedProblemKeys } from '../api/save-problem';
import { problemFormProblems, fieldOfServerMessage } from '../problem-form-rules';
import { checkerFingerprint, withTypeScores, type ProblemFormValues } from '../problem-form-values';
import { toProblemPayload, type ProblemPayloadInput } from '../problem-payload';
import { CheckerSection } from './checker-section';
import { ExtraFilesField } from './extra-files-field';
import { LanguagesSection } from './languages-section';
import { LimitsSection } from './limits-section';
import { BasicsSection } from './basics-section';
import { SamplesEditor } from './samples-editor';
import { StatementField } from './statement-field';
import { TagsField } from './tags-field';
import { TestCasesSection } from './test-cases-section';

interface ProblemFormProps {
  initial: ProblemFormValues;
  /** After a successful save: the page goes to the problem list. */
  onSaved: () => void;
  cancelLink: ReactNode;
  /**
   * Where the payload goes; by default the admin problem calls. A contest's problem page passes the
   * contest problem calls (and invalidates what they change), so the form itself stays one.
   */
  save?: (payload: ProblemPayloadInput) => Promise<unknown>;
}

/**
 * The whole problem form of the admin area (spec document 3, §3 and §5): checked in the browser by
 * the server's rules before the save, and the server's own refusal shown beside the field it names.
 */
export function ProblemForm({ initial, onSaved, cancelLink, save = saveProblem }: ProblemFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  // An edited problem's stored program compiled when it was saved; a change asks for a new compile.
  const [compiled, setCompiled] = useState<string | null>(
    initial.id !== undefined && initial.judgeMode !== 'default' ? checkerFingerprint(initial) : null,
  );
  const fingerprint = checkerFingerprint(values);
  const form = useCheckedForm<string>({
    problems: problemFormProblems(values, compiled === fingerprint ? compiled : null),
    rulesAt: 'admin-problem.form.rules',
  });
  const textOf = form.problemOf;

  const set = (part: Partial<ProblemFormValues>) => {
    form.clearServerProblem();
    setValues((now) => {
      const next = { ...now, ...part };
      // Switching between ACM and OI: OI splits 100 points over the cases; ACM has none.
      if (part.type !== undefined && part.type !== now.type) {
        next.uploadedCases = withTypeScores(next.uploadedCases, part.type);
        next.manualCases = withTypeScores(next.manualCases, part.type);
        next.judgeCaseMode = 'default';
      }
      return next;
    });
  };

  const submit = () =>
    form.submit({
      save: () => save(toProblemPayload(values)),
      changedKeys: savedProblemKeys,
      fieldOfRefusal: fieldOfServerMessage,
      savedText: t('admin-problem.form.actions.saved'),
      onSaved,
    });

  const statement = (field: 'description' | 'input' | 'output' | 'hint', rows?: number) => (
    <StatementField
      name={field}
      label={t(`admin-problem.form.fields.${field}`)}
      value={values[field]}
      onChange={(text) => set({ [field]: text })}
      problem={textOf(field)}
      rows={rows}
    />
  );

  return (
    <CheckedForm
      testId="problem-form"
      onSubmit={() => void submit()}
      saving={form.saving}
      saveText={t('admin-problem.form.actions.save')}
      savingText={t('admin-problem.form.actions.saving')}
      saveTestId="save-problem"
      cancelLink={cancelLink}
    >
      <FormSection title={t('admin-problem.form.sections.basics')}>
        <BasicsSection values={values} set={set} problemOf={textOf} />
      </FormSection>
      <FormSection title={t('admin-problem.form.sections.statement')}>
        {statement('description', 8)}
        {statement('input')}
        {statement('output')}
        {statement('hint', 4)}
      </FormSection>
      <FormSection title={t('admin-problem.form.sections.samples')}>
        <SamplesEditor examples={values.examples} onChange={(examples) => set({ examples })} />
      </FormSection>
      <FormSection title={t('admin-problem.form.sections.limits')}>
        <LimitsSection values={values} set={set} problemOf={textOf} />
      </FormSection>
      {values.judgeMode === 'default' ? null : (
        <FormSection title={t('admin-problem.form.sections.checker')}>
          <CheckerSection
            values={values}
            set={set}
            compiled={compiled}
            onCompiled={setCompiled}
            problem={textOf('spjCode')}
          />
        </FormSection>
      )}
      <FormSection title={t('admin-problem.form.sections.cases')}>
        <TestCasesSection values={values} set={set} problem={textOf('cases')} />
      </FormSection>
      <FormSection title={t('admin-problem.form.sections.languages')}>
        <LanguagesSection
          values={values}
          set={set}
          languagesProblem={textOf('languages')}
          templatesProblem={textOf('codeTemplates')}
        />
      </FormSection>
      <FormSection title={t('admin-problem.form.sections.files')}>
        <ExtraFilesField
          label={t('admin-problem.form.files.user')}
          hint={t('admin-problem.form.files.userHint')}
          files={values.userExtraFile}
          onChange={(userExtraFile) => set({ userExtraFile })}
          testId="user-extra-files"
        />
        {values.judgeMode === 'default' ? null : (
          <ExtraFilesField
            label={t('admin-problem.form.files.judge')}
            hint={t('admin-problem.form.files.judgeHint')}
            files={values.judgeExtraFile}
            onChange={(judgeExtraFile) => set({ judgeExtraFile })}
            testId="judge-extra-files"
          />
        )}
      </FormSection>
      <FormSection title={t('admin-problem.form.sections.more')}>
        <TagsField tags={values.tags} onChange={(tags) => set({ tags })} problem={textOf('tags')} />
        <StatementField
          name="source"
          label={t('admin-problem.form.fields.source')}
          value={values.source}
          onChange={(source) => set({ source })}
          problem={textOf('source')}
          rows={2}
        />
      </FormSection>
    </CheckedForm>
  );
}
