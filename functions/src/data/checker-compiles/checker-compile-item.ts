import { createHash } from 'node:crypto';
import { tableDefinition } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/**
 * The memory of a successful checker compile: a special judge's or interactor's program (with its
 * language and extra files) compiled on a judge, by a `checker-compile` job. Its key is the hash of
 * what was compiled, so the problem save finds it ("compiled successfully first", document 3, §5) and
 * the same program is answered at once when compiled again. The program itself is in the job's input;
 * this item holds only the fact, and the job that proved it.
 */
export interface CompiledChecker {
  key: string;
  /** The job that compiled it. */
  jobId: string;
  /** Every stored memory says ok; layout 1 kept requests and failures here too. */
  status: 'ok';
  expiresAt: number;
}

/** A success is remembered a week, long enough to save the problem after. */
export const compiledCheckerLifetimeSeconds = 7 * 24 * 3600;

export function checkerCompileHash(
  language: string,
  code: string,
  extraFiles: Record<string, string>,
): string {
  const files = Object.entries(extraFiles).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([language, code, files]))
    .digest('hex');
}

export function checkerCompileKey(key: string): ItemKey {
  return { pk: keyOf('CHECKERCOMPILE', key), sk: 'COMPILE' };
}

/** Layout 2: the memory alone (layout 1 also held the code and the request's state). */
export function compiledCheckerToItem(compiled: CompiledChecker): Record<string, unknown> & ItemKey {
  const { expiresAt, ...fields } = compiled;
  return toItem(checkerCompileKey(compiled.key), 'CheckerCompile', 2, {
    ...fields,
    [tableDefinition.ttlAttribute]: expiresAt,
  });
}
