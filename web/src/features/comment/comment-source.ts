import type { CommentSourceType } from '@oj/shared/domain/discussion';

/** Where a comment list lives: under a discussion (`did`) or a contest (`cid`, its clarifications). */
export type CommentSource = { did: number } | { cid: number };

export function sourceTypeOf(source: CommentSource): CommentSourceType {
  return 'did' in source ? 'Discussion' : 'Contest';
}

export function sourceIdOf(source: CommentSource): number {
  return 'did' in source ? source.did : source.cid;
}

/** A key naming the source, so the section starts afresh when it changes. */
export function sourceKeyOf(source: CommentSource): string {
  return 'did' in source ? `D${source.did}` : `C${source.cid}`;
}
