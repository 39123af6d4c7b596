import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast-store';
import { useSetContestProblem } from '../api/set-contest-problem';
import type { LinkValues } from './link-fields';

/** What `LinkFields` takes: the values, their change, the refusal to show beside the display id. */
export interface LinkFieldsBinding {
  values: LinkValues;
  onChange: (values: LinkValues) => void;
  problem: string | null;
}

interface LinkSave {
  pid: number;
  /** A blank display title falls back to it: the problem's own title, when adding one. */
  fallbackTitle?: string;
  /** Said in a toast once saved; then `onDone` (the form closes). */
  doneText: string;
  onDone: () => void;
}

/**
 * A problem's name in the contest as a form edits it (adding a public problem, renaming one), and its
 * save. The server's refusal (a display id taken, a wrong type) is quiet as a toast: it shows beside
 * the display id until the next edit.
 */
export function useLinkDraft(cid: number, initial: LinkValues) {
  const [link, setLink] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const write = useSetContestProblem();
  const change = (next: LinkValues | ((now: LinkValues) => LinkValues)) => {
    setLink(next);
    setRefusal(null);
  };
  const fields: LinkFieldsBinding = { values: link, onChange: change, problem: refusal };
  const save = ({ pid, fallbackTitle = '', doneText, onDone }: LinkSave) =>
    write.mutate(
      {
        cid,
        pid,
        displayId: link.displayId.trim(),
        displayTitle: link.displayTitle.trim() || fallbackTitle,
        color: link.color || null,
      },
      {
        onSuccess: () => {
          showToast('success', doneText);
          onDone();
        },
        onError: (error) => setRefusal(error instanceof ApiError ? error.message : String(error)),
      },
    );
  return { link, change, fields, save, saving: write.isPending };
}
