import { contestRules } from '@oj/shared/domain/contest';

/*
 * Star accounts (spec part 3 §5): usernames shown on the board unranked. The list is a set: names are
 * trimmed, and a name already listed (or given twice in one paste) is left out with a warning naming
 * it (Add_Star_User_Error), while every other name is added.
 */

export type StarAccountAdd =
  | { ok: true; accounts: string[]; duplicates: string[] }
  | { ok: false; problem: 'starEmpty' }
  | { ok: false; problem: 'starTooMany'; max: number };

/**
 * Adds what was typed: one name, or several separated by blanks or commas (a pasted list). Names
 * already listed, or repeated in what was typed, are left out and answered in `duplicates` (each
 * once). Nothing is added when the list would grow past the limit.
 */
export function addStarAccounts(accounts: readonly string[], typed: string): StarAccountAdd {
  const names = typed.split(/[\s,，]+/).filter((name) => name !== '');
  if (names.length === 0) return { ok: false, problem: 'starEmpty' };
  const next = [...accounts];
  const duplicates: string[] = [];
  for (const name of names) {
    if (!next.includes(name)) next.push(name);
    else if (!duplicates.includes(name)) duplicates.push(name);
  }
  if (next.length > contestRules.starAccountsMax)
    return { ok: false, problem: 'starTooMany', max: contestRules.starAccountsMax };
  return { ok: true, accounts: next, duplicates };
}

/** The first name listed twice (after trimming), or null: a list loaded from elsewhere is checked too. */
export function duplicateStarAccount(accounts: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of accounts.map((text) => text.trim())) {
    if (name === '') continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}
