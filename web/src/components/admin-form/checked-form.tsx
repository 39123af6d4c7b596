import type { ReactNode } from 'react';
import { Button } from '../ui/button';

interface CheckedFormProps {
  testId: string;
  onSubmit: () => void;
  saving: boolean;
  saveText: string;
  savingText: string;
  saveTestId: string;
  /** Beside the save button: the way back without saving. */
  cancelLink: ReactNode;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * A long admin form: its sections, then the save button and the way back. `noValidate`: the form's
 * own checks (`useCheckedForm`) speak beside each field, not the browser's bubbles.
 */
export function CheckedForm(props: CheckedFormProps) {
  return (
    <form
      className="mx-auto max-w-5xl"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      data-testid={props.testId}
    >
      {props.children}
      <div className="mb-4 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={props.saving} data-testid={props.saveTestId}>
          {props.saving ? props.savingText : props.saveText}
        </Button>
        {props.cancelLink}
      </div>
    </form>
  );
}
