import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkLoginPassword, checkUsername } from '../../../lib/account-validation';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import type { LoginInput } from '../api/login';
import { slideCaptchaQueryOptions } from '../api/get-slide-captcha';
import { countFailedLogin, needsSlidePuzzle } from '../login-failures';

interface LoginFormOptions {
  /** The i18n key of the warning shown when the puzzle is needed but not slid yet. */
  slideFirstKey: string;
  /** Whether the form is on screen: no puzzle is fetched while it is not. */
  shown?: boolean;
  /** Failed logins the page counted before this form appeared. */
  failedBefore?: number;
  /** Told every new count of failures, for a page that keeps the count past the form's life. */
  onFailuresCounted?: (failures: number) => void;
}

/**
 * The state of a login form (the public dialog and /admin/login): username and password with their
 * checks, the count of failed logins, and from the fifth failure on (or when the server demands it)
 * the slide puzzle, whose answer the login then carries. The caller sends the login and reports how
 * it ended through `failed` and `succeeded`.
 */
export function useLoginForm({
  slideFirstKey,
  shown = true,
  failedBefore = 0,
  onFailuresCounted,
}: LoginFormOptions) {
  const { t } = useTranslation();
  const form = useForm(
    { username: '', password: '' },
    { username: checkUsername, password: checkLoginPassword },
  );
  const [failures, setFailures] = useState(failedBefore);
  const [puzzleAttempt, setPuzzleAttempt] = useState(0);
  const [slideOffset, setSlideOffset] = useState<number | null>(null);
  const needsPuzzle = needsSlidePuzzle(failures);
  const puzzle = useQuery({ ...slideCaptchaQueryOptions(puzzleAttempt), enabled: shown && needsPuzzle });

  function countFailures(count: number): void {
    setFailures(count);
    onFailuresCounted?.(count);
  }

  /** A submit handler: checks the fields, then hands `send` the login, with the puzzle's answer when needed. */
  const handleSubmit = (send: (input: LoginInput) => void) =>
    form.handleSubmit(({ username, password }) => {
      if (needsPuzzle && (slideOffset === null || !puzzle.data)) {
        showToast('warning', t(slideFirstKey));
        return;
      }
      const verification =
        needsPuzzle && puzzle.data && slideOffset !== null
          ? { captchaKey: puzzle.data.captchaKey, slideOffset }
          : {};
      send({ username: username.trim(), password, ...verification });
    });

  return {
    form,
    /** The puzzle to show: only once it is needed and has arrived. */
    puzzle: needsPuzzle ? puzzle.data : undefined,
    setSlideOffset,
    handleSubmit,
    /** After a refused login: counts it and asks for a fresh puzzle (the server deletes one on first use). */
    failed(error: unknown): void {
      countFailures(countFailedLogin(failures, error));
      setSlideOffset(null);
      setPuzzleAttempt((attempt) => attempt + 1);
    },
    /** After a login: the count of failures starts again. */
    succeeded(): void {
      countFailures(0);
    },
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
