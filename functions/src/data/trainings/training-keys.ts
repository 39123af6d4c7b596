import { keyOf, type ItemKey } from '../item-key';

/*
 * A training's partition holds the training (`TRAINING`), one row per account registered for it
 * (`REGISTER#<uid>`: gave a private training's password), one link per problem (`PROBLEM#<pid>`) and
 * one rank row per account that submitted inside it (`RANK#<uid>`). The catalogue (`TRAININGS`) holds
 * one line per training, without its password, for the lists and the course-pack order.
 */

const padded = (id: number) => String(id).padStart(10, '0');

export function trainingKey(tid: number): ItemKey {
  return { pk: keyOf('TRAINING', tid), sk: 'TRAINING' };
}

export function trainingRegistrationKey(tid: number, uid: string): ItemKey {
  return { pk: keyOf('TRAINING', tid), sk: keyOf('REGISTER', uid) };
}

/** A training's line in the catalogue, by id. */
export function trainingCatalogueKey(tid: number): ItemKey {
  return { pk: 'TRAININGS', sk: keyOf('T', padded(tid)) };
}

/** The link of a problem to a training (`TrainingProblem`), by pid. */
export function trainingProblemKey(tid: number, pid: number): ItemKey {
  return { pk: keyOf('TRAINING', tid), sk: keyOf('PROBLEM', padded(pid)) };
}

export const trainingProblemPrefix = 'PROBLEM#';

/** A user's row of a training's rank: their cells, `ac` and `totalRunTime`. */
export function trainingRankKey(tid: number, uid: string): ItemKey {
  return { pk: keyOf('TRAINING', tid), sk: keyOf('RANK', uid) };
}

export const trainingRankPrefix = 'RANK#';

/**
 * The record that a user completed a training (solved every problem), under the user: what the
 * coins ledger reads to pay the training's reward, once (`Query pk = USER#uid, begins_with(sk,
 * TRAININGDONE#)`).
 */
export function trainingCompletionKey(uid: string, tid: number): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('TRAININGDONE', padded(tid)) };
}

/** A training category, in the categories' partition, by id. */
export function trainingCategoryKey(id: number): ItemKey {
  return { pk: 'TRAININGCATEGORIES', sk: keyOf('C', padded(id)) };
}

/** Ids of trainings, categories and problem links come from these counters (`ADD`), one past the last. */
export const trainingSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'TRAINING' };
export const trainingCategorySequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'TRAININGCATEGORY' };
export const trainingProblemSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'TRAININGPROBLEM' };
