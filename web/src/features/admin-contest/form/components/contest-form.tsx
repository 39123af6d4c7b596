import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useCheckedSave } from '../../../../lib/checked-save';
import { contestChangedKeys } from '../../api/contest-changed-keys';
import { saveContest } from '../../api/save-contest';
import {
  contestFieldOfServerMessage,
  contestFormProblems,
  type ContestFormField,
} from '../contest-form-rules';
import { durationSecondsOf, toContestBody, type ContestFormValues } from '../contest-form-values';
import { defaultSealChoice, sealChoiceAfterChange } from '../seal-choices';
import { AwardsSection } from './awards-section';
import { BasicsSection } from './basics-section';
import { BoardSection } from './board-section';
import { DescriptionField } from './description-field';
import { FormCard } from './form-parts';
import { ParticipationSection } from './participation-section';
import { TimeSection } from './time-section';

interface ContestFormProps {
  initial: ContestFormValues;
  /** The default award tiers' names in the page's language (the "reset to defaults" button). */
  awardNames: readonly [string, string, string];
  /** After a successful save: the page goes back to the list. */
  onSaved: () => void;
  cancelLink: ReactNode;
}

/**
 * Keeps the seal choice valid as the form changes (spec part 3 §4): turning sealing on starts from the
 * default, and a choice the new times or type no longer allow falls back to it.
 */
function withSealChoice(now: ContestFormValues, next: ContestFormValues): ContestFormValues {
  const duration = durationSecondsOf(next) ?? 0;
  if (next.sealRank && !now.sealRank && next.sealChoice !== 'kept')
    return { ...next, sealChoice: defaultSealChoice(next.type, duration) };
  return { ...next, sealChoice: sealChoiceAfterChange(next.sealChoice, next.type, duration) };
}

/**
 * The whole contest form of the admin area (spec part 3 §3–§5): checked in the browser by the
 * server's rules before the save, and the server's own refusal shown beside the field it names.
 */
export function ContestForm({ initial, awardNames, onSaved, cancelLink }: ContestFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const save = useCheckedSave<ContestFormField>();
  const editing = initial.id !== undefined;

  const set = (part: Partial<ContestFormValues>) => {
    save.clearServerProblem();
    setValues((now) => withSealChoice(now, { ...now, ...part }));
  };

  const problems = contestFormProblems(values);
  const problemOf = (field: ContestFormField): string | null => {
    if (save.serverProblem?.field === field) return save.serverProblem.message;
    const problem = save.tried ? problems[field] : undefined;
    return problem ? t(`admin-contest.form.rules.${problem.key}`, problem.params ?? {}) : null;
  };

  const submit = () =>
    save.submit(
      {
        hasProblems: Object.keys(problems).length > 0,
        save: () => saveContest(toContestBody(values)),
        afterSave: () =>
          Promise.all(contestChangedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
        fieldOfRefusal: contestFieldOfServerMessage,
      },
      {
        fixBeforeSaving: t('admin-contest.form.rules.fixBeforeSaving'),
        saved: t(editing ? 'admin-contest.form.updated' : 'admin-contest.form.created'),
      },
      onSaved,
    );

  return (
    <form
      className="mx-auto max-w-5xl"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="contest-form"
    >
      <FormCard title={t('admin-contest.form.sections.basics')}>
        <BasicsSection values={values} editing={editing} set={set} problemOf={problemOf} />
      </FormCard>
      <FormCard title={t('admin-contest.form.sections.description')}>
        <DescriptionField
          value={values.description}
          onChange={(description) => set({ description })}
          problem={problemOf('description')}
        />
      </FormCard>
      <FormCard title={t('admin-contest.form.sections.time')}>
        <TimeSection values={values} set={set} problemOf={problemOf} />
      </FormCard>
      <FormCard title={t('admin-contest.form.sections.board')}>
        <BoardSection values={values} set={set} problemOf={problemOf} />
      </FormCard>
      <FormCard title={t('admin-contest.form.sections.awards')}>
        <AwardsSection values={values} set={set} problem={problemOf('awards')} awardNames={awardNames} />
      </FormCard>
      <FormCard title={t('admin-contest.form.sections.participation')}>
        <ParticipationSection values={values} set={set} problem={problemOf('accountLimitRule')} />
      </FormCard>
      <div className="mb-4 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={save.saving} data-testid="save-contest">
          {t(save.saving ? 'admin-contest.form.saving' : 'admin-contest.form.save')}
        </Button>
        {cancelLink}
      </div>
    </form>
  );
}
