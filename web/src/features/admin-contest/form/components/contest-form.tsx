import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckedForm } from '../../../../components/admin-form/checked-form';
import { FormSection } from '../../../../components/admin-form/form-section';
import { useCheckedForm } from '../../../../components/admin-form/use-checked-form';
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
  const [values, setValues] = useState(initial);
  const form = useCheckedForm<ContestFormField>({
    problems: contestFormProblems(values),
    rulesAt: 'admin-contest.form.rules',
  });
  const editing = initial.id !== undefined;
  const { problemOf } = form;

  const set = (part: Partial<ContestFormValues>) => {
    form.clearServerProblem();
    setValues((now) => withSealChoice(now, { ...now, ...part }));
  };

  const submit = () =>
    form.submit({
      save: () => saveContest(toContestBody(values)),
      changedKeys: contestChangedKeys,
      fieldOfRefusal: contestFieldOfServerMessage,
      savedText: t(editing ? 'admin-contest.form.updated' : 'admin-contest.form.created'),
      onSaved,
    });

  return (
    <CheckedForm
      testId="contest-form"
      onSubmit={() => void submit()}
      saving={form.saving}
      saveText={t('admin-contest.form.save')}
      savingText={t('admin-contest.form.saving')}
      saveTestId="save-contest"
      cancelLink={cancelLink}
    >
      <FormSection padding="tight-on-phone" title={t('admin-contest.form.sections.basics')}>
        <BasicsSection values={values} editing={editing} set={set} problemOf={problemOf} />
      </FormSection>
      <FormSection padding="tight-on-phone" title={t('admin-contest.form.sections.description')}>
        <DescriptionField
          value={values.description}
          onChange={(description) => set({ description })}
          problem={problemOf('description')}
        />
      </FormSection>
      <FormSection padding="tight-on-phone" title={t('admin-contest.form.sections.time')}>
        <TimeSection values={values} set={set} problemOf={problemOf} />
      </FormSection>
      <FormSection padding="tight-on-phone" title={t('admin-contest.form.sections.board')}>
        <BoardSection values={values} set={set} problemOf={problemOf} />
      </FormSection>
      <FormSection padding="tight-on-phone" title={t('admin-contest.form.sections.awards')}>
        <AwardsSection values={values} set={set} problem={problemOf('awards')} awardNames={awardNames} />
      </FormSection>
      <FormSection padding="tight-on-phone" title={t('admin-contest.form.sections.participation')}>
        <ParticipationSection values={values} set={set} problem={problemOf('accountLimitRule')} />
      </FormSection>
    </CheckedForm>
  );
}
