import { contestAwardType, contestRules, type ContestAward } from '@oj/shared/domain/contest';

/*
 * The award table (spec part 3 §4–§5, part 2 §9): tiers with a priority, a name, colours and a number
 * that is a percentage of the ranked contestants (by proportion) or a head count (by number). Numbers
 * are kept as typed, so a half-typed value stays on screen; they become numbers in `toAwardConfig`.
 */
export interface AwardRow {
  priority: string;
  name: string;
  background: string;
  color: string;
  num: string;
}

export type AwardProblem =
  | { key: 'awardsEmpty' }
  | { key: 'awardPriority'; params: { row: number } }
  | { key: 'awardPriorityTwice'; params: { priority: number } }
  | { key: 'awardName'; params: { row: number } }
  | { key: 'awardNum'; params: { row: number } }
  | { key: 'awardShareOver'; params: { sum: number } };

/** The spec's default tiers (gold 10, silver 20, bronze 30) with names in the form's language. */
export function defaultAwardRows(names: readonly [string, string, string]): AwardRow[] {
  return contestRules.defaultAwards.map((award, index) => ({
    priority: String(award.priority),
    name: names[index] ?? award.name,
    background: award.background,
    color: award.color,
    num: String(award.num),
  }));
}

export function awardRowsOf(awards: readonly ContestAward[]): AwardRow[] {
  return awards.map((award) => ({
    priority: String(award.priority),
    name: award.name,
    background: award.background,
    color: award.color,
    num: String(award.num),
  }));
}

/** A new tier below the others: the next priority, no one in it yet. */
export function nextAwardRow(rows: readonly AwardRow[], name: string): AwardRow {
  const highest = Math.max(0, ...rows.map((row) => Number(row.priority)).filter(Number.isInteger));
  return { priority: String(highest + 1), name, background: '#3b82f6', color: '#ffffff', num: '0' };
}

const wholeNumber = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : null);

/** The first thing wrong with the table for this award type, or null: the rules the server checks. */
export function awardProblem(type: number, rows: readonly AwardRow[]): AwardProblem | null {
  if (type === contestAwardType.none) return null;
  if (rows.length === 0) return { key: 'awardsEmpty' };
  const priorities = new Set<number>();
  let sum = 0;
  for (const [index, row] of rows.entries()) {
    const rowNumber = index + 1;
    const priority = wholeNumber(row.priority);
    if (priority === null || priority < 1) return { key: 'awardPriority', params: { row: rowNumber } };
    if (priorities.has(priority)) return { key: 'awardPriorityTwice', params: { priority } };
    priorities.add(priority);
    const name = row.name.trim();
    if (name === '' || name.length > 32) return { key: 'awardName', params: { row: rowNumber } };
    const num = wholeNumber(row.num);
    if (num === null) return { key: 'awardNum', params: { row: rowNumber } };
    sum += num;
  }
  if (type === contestAwardType.proportion && sum > 100) return { key: 'awardShareOver', params: { sum } };
  return null;
}

/** The table as the API's `awardConfigList`, by priority; call it once `awardProblem` is null. */
export function toAwardConfig(rows: readonly AwardRow[]): ContestAward[] {
  return rows
    .map((row) => ({
      priority: Number(row.priority.trim()),
      name: row.name.trim(),
      background: row.background.trim(),
      color: row.color.trim(),
      num: Number(row.num.trim()),
    }))
    .sort((a, b) => a.priority - b.priority);
}
