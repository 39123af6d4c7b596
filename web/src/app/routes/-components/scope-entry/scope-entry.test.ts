import { describe, expect, it } from 'vitest';
import type { TrainingView } from '@oj/shared/api/training';
import type { ContestShell } from '../../../../features/contest/shell/contest-shell-context';
import { contestEntryOf, trainingEntryOf } from './scope-entry';

const training = { id: 4, title: 'Loops', auth: 'Private' } as TrainingView;
const shell = { cid: 9 } as ContestShell;

describe('a training route’s entry', () => {
  it('asks a visitor to log in and waits for the answers', () => {
    expect(trainingEntryOf({ state: 'login-required' })).toEqual({ state: 'login-required' });
    expect(trainingEntryOf({ state: 'loading' })).toEqual({ state: 'loading' });
  });

  it('is refused with the server’s reason when the training is not found', () => {
    expect(trainingEntryOf({ state: 'failed', message: 'The training does not exist: 4' })).toEqual({
      state: 'refused',
      message: 'The training does not exist: 4',
    });
  });

  it('enters a found training with what stands in the way: the lock, the password, or nothing', () => {
    expect(trainingEntryOf({ state: 'locked', training })).toEqual({
      state: 'entered',
      entered: { training, wayIn: 'locked' },
    });
    expect(trainingEntryOf({ state: 'password', training })).toEqual({
      state: 'entered',
      entered: { training, wayIn: 'password' },
    });
    expect(trainingEntryOf({ state: 'open', training })).toEqual({
      state: 'entered',
      entered: { training, wayIn: null },
    });
  });
});

describe('a contest route’s entry', () => {
  it('asks a visitor to log in, waits, and is refused with the server’s reason', () => {
    expect(contestEntryOf({ state: 'login-required' })).toEqual({ state: 'login-required' });
    expect(contestEntryOf({ state: 'loading' })).toEqual({ state: 'loading' });
    expect(contestEntryOf({ state: 'failed', error: new Error('The contest does not exist') })).toEqual({
      state: 'refused',
      message: 'The contest does not exist',
    });
  });

  it('enters a found contest with its shell and the server clock’s offset', () => {
    expect(contestEntryOf({ state: 'ready', shell, clockOffsetMs: 40 })).toEqual({
      state: 'entered',
      entered: { shell, clockOffsetMs: 40 },
    });
  });
});
