import { useEffect, useState } from 'react';
import { checkEmail, checkUsername } from '../../../lib/account-validation';
import { checkTaken } from '../api/check-username-or-email';

const settleMs = 400;

/**
 * Whether the typed username and email are already taken, asked once typing settles and only for
 * values that pass the format rules (spec §5: "The username already exists").
 */
export function useTakenCheck(username: string, email: string): { username: boolean; email: boolean } {
  const [taken, setTaken] = useState({ username: false, email: false });
  useEffect(() => {
    const name = checkUsername(username) ? undefined : username.trim();
    const address = checkEmail(email) ? undefined : email.trim();
    if (!name && !address) return setTaken({ username: false, email: false });
    let current = true;
    const timer = setTimeout(() => {
      checkTaken({ username: name, email: address }).then(
        (answer) =>
          current &&
          setTaken({ username: Boolean(name) && answer.username, email: Boolean(address) && answer.email }),
        () => undefined,
      );
    }, settleMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username, email]);
  return taken;
}
