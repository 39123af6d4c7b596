import { useState } from 'react';
import { ApiError } from './api-error';
import { showToast } from './toast-store';

/** What a form's save came to. */
export type CheckedSaveOutcome<Field extends string> =
  | { kind: 'blocked' }
  | { kind: 'saved' }
  | { kind: 'refused'; field: Field; message: string }
  | { kind: 'failed' };

export interface CheckedSaveSteps<Field extends string> {
  /** The browser's own checks found a problem: nothing is sent. */
  hasProblems: boolean;
  save: () => Promise<unknown>;
  /** After a save: what else must change (cached lists to refetch). */
  afterSave: () => Promise<unknown>;
  /**
   * The form field a server refusal is about, if any: from the request field it names (`data.field`
   * of the answer, when it has one) or from its message.
   */
  fieldOfRefusal: (message: string, requestField: string | undefined) => Field | undefined;
}

/**
 * A form's save: nothing is sent while the form's own checks fail; a refusal that names a field is
 * handed back to show beside it. The API client has already shown every failure as a toast.
 */
export async function runCheckedSave<Field extends string>(
  steps: CheckedSaveSteps<Field>,
): Promise<CheckedSaveOutcome<Field>> {
  if (steps.hasProblems) return { kind: 'blocked' };
  try {
    await steps.save();
  } catch (error) {
    const field =
      error instanceof ApiError && error.kind === 'refused'
        ? steps.fieldOfRefusal(error.message, error.field)
        : undefined;
    return field !== undefined && error instanceof Error
      ? { kind: 'refused', field, message: error.message }
      : { kind: 'failed' };
  }
  await steps.afterSave();
  return { kind: 'saved' };
}

export interface CheckedSaveTexts {
  /** Shown when the form's own checks stop the save. */
  fixBeforeSaving: string;
  saved: string;
}

/**
 * The state of a large admin form's save (the problem and contest forms): whether a save was tried
 * (problems show from then on), whether one is running, and the server's refusal of a field, which
 * the next edit clears.
 */
export function useCheckedSave<Field extends string>() {
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: Field; message: string } | null>(null);

  const submit = async (steps: CheckedSaveSteps<Field>, texts: CheckedSaveTexts, onSaved: () => void) => {
    setTried(true);
    setSaving(!steps.hasProblems);
    const outcome = await runCheckedSave(steps).finally(() => setSaving(false));
    if (outcome.kind === 'blocked') showToast('error', texts.fixBeforeSaving);
    if (outcome.kind === 'refused') setServerProblem({ field: outcome.field, message: outcome.message });
    if (outcome.kind === 'saved') {
      showToast('success', texts.saved);
      onSaved();
    }
  };

  return {
    tried,
    saving,
    serverProblem,
    clearServerProblem: () => setServerProblem(null),
    submit,
  };
}
