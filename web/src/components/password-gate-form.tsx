import { useState, type FormEvent } from 'react';
import { Button } from './ui/button';
import { showToast } from '../lib/toast-store';

interface PasswordGateFormProps {
  /** Test ids: `<testId>-form`, `<testId>` (the input) and `<testId>-submit`. */
  testId: string;
  /** The texts, in the caller's catalogue. */
  texts: { title: string; label: string; placeholder: string; submit: string; empty: string };
  pending: boolean;
  onSubmit: (password: string) => void;
  /** Extra data attributes on the form (the contest's purpose, say). */
  data?: Record<`data-${string}`, string>;
}

/**
 * The password form in front of a private contest or training (spec part 2 §4): an empty password is
 * warned here, with the caller's words; a wrong one is refused by the server, whose message the API
 * client shows.
 */
export function PasswordGateForm({ testId, texts, pending, onSubmit, data }: PasswordGateFormProps) {
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (password.length === 0) {
      showToast('warning', texts.empty);
      return;
    }
    onSubmit(password);
  }
  return (
    <form
      onSubmit={submit}
      className="mx-auto flex w-full max-w-md flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      data-testid={`${testId}-form`}
      {...data}
    >
      <p className="text-sm text-amber-900">{texts.title}</p>
      <div className="flex gap-2">
        <input
          type="password"
          autoComplete="off"
          aria-label={texts.label}
          placeholder={texts.placeholder}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
          data-testid={testId}
        />
        <Button type="submit" disabled={pending} data-testid={`${testId}-submit`}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
