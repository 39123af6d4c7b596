import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useCheckedSave } from '../../../../lib/checked-save';
import { saveProblem, savedProblemKeys } from '../api/save-problem';
import { problemFormProblems, fieldOfServerMessage, type FormProblem } from '../problem-form-rules';
import { checkerFingerprint, withTypeScores, type ProblemFormValues } from '../problem-form-values';
import { toProblemPayload, type ProblemPayloadInput } from '../problem-payload';
import { CheckerSection } from './checker-section';
import { ExtraFilesField } from './extra-files-field';
import { FormSection } from './form-section';
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
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // An edited problem's stored program compiled when it was saved; a change asks for a new compile.
  const [compiled, setCompiled] = useState<string | null>(
    initial.id !== undefined && initial.judgeMode !== 'default' ? checkerFingerprint(initial) : null,
  );
  const saveState = useCheckedSave<string>();

  const set = (part: Partial<ProblemFormValues>) => {
    saveState.clearServerProblem();
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

  const fingerprint = checkerFingerprint(values);
  const problems = problemFormProblems(values, compiled === fingerprint ? compiled : null);
  const textOf = (field: string): string | null => {
    if (saveState.serverProblem?.field === field) return saveState.serverProblem.message;
    const problem: FormProblem | undefined = saveState.tried ? problems[field] : undefined;
    return problem ? t(`admin-problem.form.rules.${problem.key}`, problem.params ?? {}) : null;
  };

  const submit = () =>
    saveState.submit(
      {
        hasProblems: Object.keys(problems).length > 0,
        save: () => save(toProblemPayload(values)),
        afterSave: () =>
          Promise.all(savedProblemKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
        fieldOfRefusal: fieldOfServerMessage,
      },
      {
        fixBeforeSaving: t('admin-problem.form.rules.fixBeforeSaving'),
        saved: t('admin-problem.form.actions.saved'),
      },
      onSaved,
    );

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
    <form
      className="mx-auto max-w-5xl"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="problem-form"
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
      <div className="mb-4 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={saveState.saving} data-testid="save-problem">
          {saveState.saving ? t('admin-problem.form.actions.saving') : t('admin-problem.form.actions.save')}
        </Button>
        {cancelLink}
      </div>
    </form>
  );
}
