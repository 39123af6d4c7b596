import { createHash } from 'node:crypto';
import { tableDefinition } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

export type CheckerCompileStatus = 'pending' | 'compiling' | 'ok' | 'error';

/**
 * A special judge's or interactor's compile, asked for by an admin and done by a judge worker. Its
 * key is the hash of what was compiled, so a successful compile is also the record the problem save
 * looks for ("compiled successfully first", document 3, §5) and a repeated compile of the same code
 * is answered at once.
 */
export interface CheckerCompile {
  key: string;
  language: string;
  code: string;
  /** Files compiled beside the program (testlib.h and the like). */
  extraFiles: Record<string, string>;
  status: CheckerCompileStatus;
  /** The compiler's message when it failed. */
  message: string | null;
  requestedBy: string;
  expiresAt: number;
}

/** A request or failure is kept an hour; a success a week, long enough to save the problem after. */
export const checkerCompileLifetimeSeconds = { request: 3600, success: 7 * 24 * 3600 } as const;

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

export function checkerCompileToItem(compile: CheckerCompile): Record<string, unknown> & ItemKey {
  const { expiresAt, ...rest } = compile;
  return toItem(checkerCompileKey(compile.key), 'CheckerCompile', 1, {
    ...rest,
    [tableDefinition.ttlAttribute]: expiresAt,
  });
}

export function checkerCompileFromItem(item: Record<string, unknown>): CheckerCompile {
  return {
    key: String(item.key),
    language: String(item.language),
    code: String(item.code),
    extraFiles: (item.extraFiles as Record<string, string> | undefined) ?? {},
    status: item.status as CheckerCompileStatus,
    message: typeof item.message === 'string' ? item.message : null,
    requestedBy: String(item.requestedBy ?? ''),
    expiresAt: Number(item[tableDefinition.ttlAttribute]),
  };
}
