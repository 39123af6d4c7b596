import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCheckedSave, type CheckedSaveSteps } from '../../lib/checked-save';

/** A field's problem as the form's rules give it: a catalogue key under the rules block, with its values. */
export interface RuleProblem {
  key: string;
  params?: Record<string, unknown>;
}

interface CheckedFormSpec<Field extends string> {
  /** The form's problems as its rules find them now, by field. */
  problems: Partial<Record<Field, RuleProblem>>;
  /** The catalogue block of the rules' texts, with `fixBeforeSaving` among them. */
  rulesAt: string;
}

interface CheckedFormSave<Field extends string> {
  save: () => Promise<unknown>;
  /** The cached lists and records the save makes stale: read again before the form goes. */
  changedKeys: readonly QueryKey[];
  fieldOfRefusal: CheckedSaveSteps<Field>['fieldOfRefusal'];
  savedText: string;
  onSaved: () => void;
}

/**
 * The save of a long admin form: nothing is sent while its rules find a problem, and problems show
 * beside their fields from the first try on; the server's refusal of a field shows there until the
 * next edit (`clearServerProblem`).
 */
export function useCheckedForm<Field extends string>({ problems, rulesAt }: CheckedFormSpec<Field>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const checked = useCheckedSave<Field>();
  const problemOf = (field: Field): string | null => {
    if (checked.serverProblem?.field === field) return checked.serverProblem.message;
    const problem = checked.tried ? problems[field] : undefined;
    return problem ? t(`${rulesAt}.${problem.key}`, problem.params ?? {}) : null;
  };
  const submit = ({ save, changedKeys, fieldOfRefusal, savedText, onSaved }: CheckedFormSave<Field>) =>
    checked.submit(
      {
        hasProblems: Object.keys(problems).length > 0,
        save,
        afterSave: () =>
          Promise.all(changedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
        fieldOfRefusal,
      },
      { fixBeforeSaving: t(`${rulesAt}.fixBeforeSaving`), saved: savedText },
      onSaved,
    );
  return { problemOf, submit, saving: checked.saving, clearServerProblem: checked.clearServerProblem };
}
