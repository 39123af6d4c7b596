import type { ContestAcSplitType } from '@oj/shared';

/*
 * The layout of the contest admins' zip of accepted answers: pure, so its naming rules are tested as
 * a table. Names come from usernames and display ids, which the zip must never let climb out of
 * its folder or hide (`../`, `/`, a leading dot, control characters).
 */

/** What the archive needs of an accepted submission. */
export interface ArchivedAnswer {
  uid: string;
  username: string;
  pid: number;
  displayPid: string;
  submitId: number;
  language: string;
  code: string;
  submitTime: string;
}

const maxNameLength = 64;

/**
 * A file or folder name made of the text's letters, digits, `.`, `-` and `_`, every other character
 * (separators, spaces, control characters) turned into `_`; a leading dot becomes `_` too, so neither
 * `..` nor a hidden file can come out; at most 64 characters; `_` when nothing is left.
 */
export function safeName(text: string): string {
  const cleaned = [...text.normalize('NFC').replace(/[^\p{L}\p{N}._-]/gu, '_')]
    .slice(0, maxNameLength)
    .join('')
    .replace(/^\./, '_');
  return cleaned === '' ? '_' : cleaned;
}

/** Source file extensions by language name as the catalogue names them; `txt` for an unknown one. */
const extensions: readonly (readonly [RegExp, string])[] = [
  [/^C\+\+/i, 'cpp'],
  [/^C#/i, 'cs'],
  [/^C(\s|$)/i, 'c'],
  [/^Python|^PyPy/i, 'py'],
  [/^JavaScript|^Node/i, 'js'],
  [/^Java/i, 'java'],
  [/^Go/i, 'go'],
  [/^PHP/i, 'php'],
  [/^Ruby/i, 'rb'],
  [/^Rust/i, 'rs'],
  [/^Pascal/i, 'pas'],
];

export function sourceExtension(language: string): string {
  return extensions.find(([pattern]) => pattern.test(language.trim()))?.[1] ?? 'txt';
}

/**
 * Each contestant's newest accepted answer per problem (a contestant who solved a problem twice is
 * judged on the last version), in submit id order.
 */
export function newestPerUserAndProblem<A extends ArchivedAnswer>(answers: readonly A[]): A[] {
  const newest = new Map<string, A>();
  for (const answer of answers) {
    const key = `${answer.uid}\u0000${answer.pid}`;
    const kept = newest.get(key);
    if (kept === undefined || answer.submitId > kept.submitId) newest.set(key, answer);
  }
  return [...newest.values()].sort((a, b) => a.submitId - b.submitId);
}

/**
 * The zip's tree: a folder per user (`<username>/<displayId>_<submitId>.<ext>`) or per problem
 * (`<displayId>/<username>_<submitId>.<ext>`). The submit id keeps two names that clean up alike apart.
 */
export function contestAcArchiveTree(
  answers: readonly ArchivedAnswer[],
  split: ContestAcSplitType,
): Record<string, Record<string, Uint8Array>> {
  const tree: Record<string, Record<string, Uint8Array>> = {};
  const encoder = new TextEncoder();
  for (const answer of answers) {
    const [folder, stem] =
      split === 'user'
        ? [safeName(answer.username), safeName(answer.displayPid)]
        : [safeName(answer.displayPid), safeName(answer.username)];
    const file = `${stem}_${answer.submitId}.${sourceExtension(answer.language)}`;
    (tree[folder] ??= {})[file] = encoder.encode(answer.code);
  }
  return tree;
}
