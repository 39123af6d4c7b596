import { toItem } from '../kit/versioned-item';
import { putIfAbsent } from '../put-if-absent';
import { trainingCompletionKey } from './training-keys';

/**
 * Record that `uid` completed training `tid` (solved every problem), with the coins its reward holds:
 * one conditional Put (1 WCU) that writes only the first time, so retries, rejudges and new problems
 * solved later never record it twice. `paid` stays false until the coins ledger pays it. Answers
 * whether this call wrote it.
 */
export async function recordTrainingCompletion(
  uid: string,
  tid: number,
  coins: number,
  now = new Date(),
): Promise<boolean> {
  return putIfAbsent(
    toItem(trainingCompletionKey(uid, tid), 'TrainingCompletion', 1, {
      uid,
      tid,
      coins,
      paid: false,
      gmtCreate: now.toISOString(),
    }),
  );
}
