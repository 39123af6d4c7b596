import { keyOf, type ItemKey } from '../item-key';

/**
 * A training's partition holds the training (`TRAINING`) and one row per account registered for it
 * (`REGISTER#<uid>`: gave a private training's password).
 */
export function trainingKey(tid: number): ItemKey {
  return { pk: keyOf('TRAINING', tid), sk: 'TRAINING' };
}

export function trainingRegistrationKey(tid: number, uid: string): ItemKey {
  return { pk: keyOf('TRAINING', tid), sk: keyOf('REGISTER', uid) };
}
