import { describe, expect, it } from 'vitest';
import { previousTrainingFinished, trainingUnlock, type TrainingUnlockFacts } from './training-unlock';

const facts = (overrides: Partial<TrainingUnlockFacts>): TrainingUnlockFacts => ({
  inCoursePack: true,
  previous: { problemCount: 100, acCount: 0 },
  viewerIsAdmin: false,
  viewerTitle: '',
  ...overrides,
});

describe('the course-pack unlock rule', () => {
  it('locks a training whose previous one is 79% solved', () => {
    expect(trainingUnlock(facts({ previous: { problemCount: 100, acCount: 79 } }))).toEqual({
      canChallenge: false,
      reason: 'finishPreviousFirst',
    });
  });

  it('opens a training whose previous one is exactly 80% solved', () => {
    expect(trainingUnlock(facts({ previous: { problemCount: 100, acCount: 80 } })).canChallenge).toBe(true);
    expect(trainingUnlock(facts({ previous: { problemCount: 5, acCount: 4 } })).canChallenge).toBe(true);
  });

  it('keeps a training locked behind a previous training without problems', () => {
    expect(trainingUnlock(facts({ previous: { problemCount: 0, acCount: 0 } })).canChallenge).toBe(false);
    expect(previousTrainingFinished({ problemCount: 0, acCount: 0 })).toBe(false);
  });

  it('opens the first training of a pack', () => {
    expect(trainingUnlock(facts({ previous: null })).canChallenge).toBe(true);
  });

  it('opens every training to admins', () => {
    expect(trainingUnlock(facts({ viewerIsAdmin: true })).canChallenge).toBe(true);
  });

  it('opens every training to holders of the title CSP选手, and to no other title', () => {
    expect(trainingUnlock(facts({ viewerTitle: 'CSP选手' })).canChallenge).toBe(true);
    expect(trainingUnlock(facts({ viewerTitle: 'NOI选手' })).canChallenge).toBe(false);
  });

  it('opens every training outside course packs', () => {
    expect(trainingUnlock(facts({ inCoursePack: false })).canChallenge).toBe(true);
  });
});
