/**
 * Code kept per problem and per contest (spec §3: "per-problem code and settings (per contest or
 * none)"), so a reload or a later visit finds the code where the user left it.
 */
export interface StoredProblemCode {
  language: string;
  /** Code by language: switching language and back keeps what was written in each. */
  codeByLanguage: Record<string, string>;
}

/** `problem-code:none:P1000` outside contests, `problem-code:12:A` inside contest 12. */
export function problemCodeKey(problemId: string, cid?: number | null): string {
  return `problem-code:${cid ? String(cid) : 'none'}:${problemId}`;
}

function isStoredProblemCode(value: unknown): value is StoredProblemCode {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredProblemCode>;
  return typeof record.language === 'string' && typeof record.codeByLanguage === 'object';
}

export function readProblemCode(key: string, storage: Storage = localStorage): StoredProblemCode | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return isStoredProblemCode(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeProblemCode(
  key: string,
  value: StoredProblemCode,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full storage only loses the draft; the editor keeps working.
  }
}
