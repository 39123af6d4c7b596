import { judgeStatus } from '@oj/shared';
import type { LiveClaim, RefusedItem } from './claim-attempt';

/*
 * The claim a judge worker holds on what it judges, a submission round or an Online Test: the item's
 * status is compiling or judging, `judger` names the worker and `heartbeatAt` (epoch ms) is when it
 * last proved itself alive. The claim is taken while the item waits (pending), or from a holder whose
 * heartbeat is older than the stale bound: that worker died, and the new one takes over. Every later
 * write of a holder is conditional on still holding the claim, so once the work is taken over the old
 * holder (if it was only stalled) changes nothing, and the result is written once. These conditions
 * are the one definition of that claim; each kind of item adds its own term (a submission's round, a
 * run's expiry).
 */

const { pending, compiling, judging } = judgeStatus;

/** A term an item adds to every condition of its claim, with the placeholders it uses. */
export interface ItemTerm {
  condition: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The parts of a conditional UpdateItem, ready to spread into a command or a transaction's Update. */
export interface ClaimWrite {
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

const beingJudged = '(#status = :compiling OR #status = :judging)';

function withTerm(condition: string, term: ItemTerm | undefined): string {
  return term ? `${term.condition} AND ${condition}` : condition;
}

/**
 * Take the item for `judger` (status compiling, alive `now`) when it waits, or when its holder's last
 * heartbeat is before `staleBefore` (epoch ms), and `term` holds.
 */
export function claimJudgeWork(
  judger: string,
  staleBefore: number,
  now: number,
  term?: ItemTerm,
): ClaimWrite {
  return {
    UpdateExpression: 'SET #status = :compiling, judger = :judger, heartbeatAt = :now',
    ConditionExpression: withTerm(`(#status = :pending OR (${beingJudged} AND heartbeatAt < :stale))`, term),
    ExpressionAttributeNames: { '#status': 'status', ...term?.names },
    ExpressionAttributeValues: {
      ...term?.values,
      ':pending': pending,
      ':compiling': compiling,
      ':judging': judging,
      ':judger': judger,
      ':now': now,
      ':stale': staleBefore,
    },
  };
}

/**
 * A write by the worker holding the claim: `update` (with its own `values`), applied only while the
 * item is still being judged by `judger` and `term` holds; the write of a worker that lost its claim
 * (taken over, rejudged, cancelled, finished) is refused.
 */
export function byJudgeClaimHolder(
  judger: string,
  update: string,
  values: Record<string, unknown>,
  term?: ItemTerm,
): ClaimWrite {
  return {
    UpdateExpression: update,
    ConditionExpression: withTerm(`judger = :judger AND ${beingJudged}`, term),
    ExpressionAttributeNames: { '#status': 'status', ...term?.names },
    ExpressionAttributeValues: {
      ...values,
      ...term?.values,
      ':judger': judger,
      ':compiling': compiling,
      ':judging': judging,
    },
  };
}

/**
 * The live claim in an item a claim was refused on: being judged, with a heartbeat no older than
 * `staleBefore` (the bound the claim was tried with). An item refused for another reason (another
 * round, expired, a final status) has none: nothing to wait for.
 */
export function liveJudgeClaimOf(item: RefusedItem, staleBefore: number): LiveClaim | undefined {
  const status = Number(item?.status?.N);
  const heartbeatAt = Number(item?.heartbeatAt?.N);
  const judged = status === compiling || status === judging;
  return judged && Number.isFinite(heartbeatAt) && heartbeatAt >= staleBefore
    ? { holder: item?.judger?.S ?? '', heartbeatAt }
    : undefined;
}
