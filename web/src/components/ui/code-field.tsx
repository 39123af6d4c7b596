import type { ChangeEventHandler } from 'react';
import { Button } from './button';
import { FormField } from './form-field';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  problem: string | null;
  /** Seconds until another code may be sent; the button waits while above 0. */
  secondsLeft: number;
  onSend: () => void;
  /** The button's text: "send", or "send again in N s" while waiting. */
  buttonLabel: string;
  buttonTestId: string;
}

/** A mailed code's input with the button that sends it, locked while the resend wait runs. */
export function CodeField({ secondsLeft, onSend, buttonLabel, buttonTestId, ...field }: CodeFieldProps) {
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <FormField {...field} maxLength={6} />
      </div>
      <Button
        variant="secondary"
        className="mb-3 whitespace-nowrap"
        disabled={secondsLeft > 0}
        onClick={onSend}
        data-testid={buttonTestId}
      >
        {buttonLabel}
      </Button>
    </div>
  );
}
