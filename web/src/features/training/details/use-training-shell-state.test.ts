import { describe, expect, it } from 'vitest';
import type { TrainingView } from '@oj/shared/api/training';
import { trainingShellState, type TrainingShellFacts } from './use-training-shell-state';

const training: TrainingView = {
  id: 4,
  title: 'Loops',
  description: '5',
  coins: 5,
  author: 'root',
  auth: 'Public',
  categoryId: 1,
  categoryName: '课包-入门',
  categoryColor: '#2d8cf0',
  rank: 1,
  problemCount: 5,
  acCount: 0,
  gid: null,
  gmtModified: '',
  coursePack: true,
  canChallenge: true,
  lock: null,
};

const facts = (change: Partial<TrainingShellFacts>): TrainingShellFacts => ({
  loggedIn: true,
  training,
  trainingFailed: false,
  access: undefined,
  accessFailed: false,
  ...change,
});

describe('what a training’s shell draws', () => {
  it('asks a visitor to log in before anything else', () => {
    expect(trainingShellState(facts({ loggedIn: false })).state).toBe('login-required');
  });

  it('waits for the training, and says so when it failed', () => {
    expect(trainingShellState(facts({ training: undefined })).state).toBe('loading');
    expect(
      trainingShellState(facts({ training: undefined, trainingFailed: true, failure: 'Not found: 4' })),
    ).toEqual({ state: 'failed', message: 'Not found: 4' });
  });

  it('shows the lock of a course-pack training the viewer may not play yet', () => {
    const locked = { ...training, canChallenge: false };
    expect(trainingShellState(facts({ training: locked, access: true })).state).toBe('locked');
  });

  it('asks for the password of a private training until the access is granted', () => {
    const hidden = { ...training, auth: 'Private' as const };
    expect(trainingShellState(facts({ training: hidden })).state).toBe('loading');
    expect(trainingShellState(facts({ training: hidden, access: false })).state).toBe('password');
    expect(trainingShellState(facts({ training: hidden, access: true })).state).toBe('open');
    expect(trainingShellState(facts({ training: hidden, accessFailed: true })).state).toBe('failed');
  });

  it('opens a public, playable training without asking its access', () => {
    expect(trainingShellState(facts({})).state).toBe('open');
  });
});
