import { useQuery } from '@tanstack/react-query';
import type { TrainingView } from '@oj/shared/api/training';
import { trainingAccessQueryOptions } from '../api/get-training-access';
import { trainingDetailQueryOptions } from '../api/get-training-detail';

/**
 * What a training's shell draws (spec part 2 §2 and §4), in the order it is decided: a visitor logs
 * in first; a training that fails to load says so; a locked course-pack training names the one to
 * finish first; a private training without access asks for its password; otherwise the tabs open.
 */
export type TrainingShellState =
  | { state: 'login-required' }
  | { state: 'loading' }
  /** The server's reason when it gave one (the training does not exist, or is hidden). */
  | { state: 'failed'; message: string | null }
  | { state: 'locked'; training: TrainingView }
  | { state: 'password'; training: TrainingView }
  | { state: 'open'; training: TrainingView };

/** What the decision reads: the viewer, and the two answers as far as they came. */
export interface TrainingShellFacts {
  loggedIn: boolean;
  training: TrainingView | undefined;
  trainingFailed: boolean;
  /** The server's reason for the failure, when it gave one. */
  failure?: string | null;
  /** `get-training-access`'s answer (asked of private trainings only). */
  access: boolean | undefined;
  accessFailed: boolean;
}

export function trainingShellState(facts: TrainingShellFacts): TrainingShellState {
  const { training } = facts;
  if (!facts.loggedIn) return { state: 'login-required' };
  const failed = { state: 'failed', message: facts.failure ?? null } as const;
  if (facts.trainingFailed && !training) return failed;
  if (!training) return { state: 'loading' };
  if (!training.canChallenge) return { state: 'locked', training };
  if (training.auth === 'Private') {
    if (facts.accessFailed && facts.access === undefined) return failed;
    if (facts.access === undefined) return { state: 'loading' };
    if (!facts.access) return { state: 'password', training };
  }
  return { state: 'open', training };
}

export function useTrainingShellState(tid: number, uid: string | null): TrainingShellState {
  const detail = useQuery({ ...trainingDetailQueryOptions(tid, uid), enabled: uid !== null });
  // The server answers true for public trainings and the training's admins: asked of private ones only.
  const access = useQuery({
    ...trainingAccessQueryOptions(tid, uid),
    enabled: uid !== null && detail.data?.auth === 'Private',
  });
  return trainingShellState({
    loggedIn: uid !== null,
    training: detail.data,
    trainingFailed: detail.isError,
    failure: detail.error?.message ?? access.error?.message ?? null,
    access: access.data?.access,
    accessFailed: access.isError,
  });
}
