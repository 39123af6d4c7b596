import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import type { TrainingHead } from '../data/trainings/read-training';
import { trainingEntry, trainingRankOpen } from './training';

const student = { uid: 's1', roleCode: roleCodes.defaultUser } as const;
const admin = { uid: 'a1', roleCode: roleCodes.admin } as const;
const author = { uid: 't1', roleCode: roleCodes.admin } as const;

const head = (overrides: Partial<TrainingHead> = {}): TrainingHead => ({
  tid: 4,
  gid: null,
  auth: 'Public',
  uid: 't1',
  visible: true,
  unlock: null,
  ...overrides,
});
const lockedFacts = { previous: { tid: 3, title: 'Loops', problemCount: 10, acCount: 7 }, viewerTitle: '' };

describe('entering a training', () => {
  it('asks visitors to log in', () => {
    expect(trainingEntry(undefined, head(), false)).toMatchObject({ refusal: 'loginRequired' });
  });

  it('hides a hidden training from students but not from admins', () => {
    expect(trainingEntry(student, head({ visible: false }), false)).toMatchObject({
      refusal: 'trainingNotFound',
    });
    expect(trainingEntry(admin, head({ visible: false }), false).allowed).toBe(true);
  });

  it('asks for the password of a private training until registered, not of its author', () => {
    expect(trainingEntry(student, head({ auth: 'Private' }), false)).toMatchObject({
      refusal: 'trainingPasswordRequired',
    });
    expect(trainingEntry(student, head({ auth: 'Private' }), true).allowed).toBe(true);
    expect(trainingEntry(author, head({ auth: 'Private' }), false).allowed).toBe(true);
  });

  it('refuses a locked course-pack training naming the previous one, and lets admins and CSP选手 in', () => {
    expect(trainingEntry(student, head({ unlock: lockedFacts }), false)).toMatchObject({
      refusal: 'trainingLocked',
      params: { previous: 'Loops' },
    });
    expect(trainingEntry(admin, head({ unlock: lockedFacts }), false).allowed).toBe(true);
    expect(
      trainingEntry(student, head({ unlock: { ...lockedFacts, viewerTitle: 'CSP选手' } }), false).allowed,
    ).toBe(true);
  });

  it('opens the rank of private trainings only', () => {
    expect(trainingRankOpen({ auth: 'Private' }).allowed).toBe(true);
    expect(trainingRankOpen({ auth: 'Public' })).toMatchObject({ refusal: 'trainingRankPrivateOnly' });
  });
});
