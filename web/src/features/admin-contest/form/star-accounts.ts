import { contestRules } from '@oj/shared/domain/contest';

/*
 * Star accounts (spec part 3 §5): usernames shown on the board unranked. Names are trimmed, and a
 * name already listed is refused with the spec's warning (Add_Star_User_Error) instead of being added.
 */

export type StarAccountAdd =
  | { ok: true; accounts: string[] }
  | { ok: false; problem: 'starEmpty' }
  | { ok: false; problem: 'starDuplicate'; name: string }
  | { ok: false; problem: 'starTooMany'; max: number };

/**
 * Adds what was typed: one name, or several separated by blanks or commas (a pasted list). Nothing is
 * added when one of them is already listed or given twice.
 */
export function addStarAccounts(accounts: readonly string[], typed: string): StarAccountAdd {
  const names = typed.split(/[\s,，]+/).filter((name) => name !== '');
  if (names.length === 0) return { ok: false, problem: 'starEmpty' };
  const next = [...accounts];
  for (const name of names) {
    if (next.includes(name)) return { ok: false, problem: 'starDuplicate', name };
    next.push(name);
  }
  if (next.length > contestRules.starAccountsMax)
    return { ok: false, problem: 'starTooMany', max: contestRules.starAccountsMax };
  return { ok: true, accounts: next };
}

/** The first name listed twice (after trimming), or null: the same check the server makes. */
export function duplicateStarAccount(accounts: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of accounts.map((text) => text.trim())) {
    if (name === '') continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}
