import type { TrainingAuth } from '@oj/shared';
import { toItem } from '../kit/versioned-item';
import { trainingCatalogueKey, trainingKey } from './training-keys';

/** A training as stored (the contract's `Training`, with the category it sits in). */
export interface StoredTraining {
  tid: number;
  title: string;
  /** The coin reward as text, "0" to "20" (the contract's `description`). */
  description: string;
  /** The creator's username and uid. */
  author: string;
  uid: string;
  auth: TrainingAuth;
  /** '' for public trainings. */
  privatePwd: string;
  /** Shown on the site. */
  status: boolean;
  rank: number;
  categoryId: number | null;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A catalogue line: the training without its password, with its problems' pids in training order. */
export interface TrainingLine extends Omit<StoredTraining, 'privatePwd'> {
  pids: number[];
}

export const trainingItemVersion = 1;

export function trainingToItem(training: StoredTraining) {
  return toItem(trainingKey(training.tid), 'Training', trainingItemVersion, training);
}

export function trainingLineToItem(line: TrainingLine) {
  return toItem(trainingCatalogueKey(line.tid), 'TrainingLine', trainingItemVersion, line);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function trainingFromItem(item: Record<string, unknown>): StoredTraining {
  return {
    tid: Number(item.tid),
    title: text(item.title),
    description: text(item.description),
    author: text(item.author),
    uid: text(item.uid),
    auth: item.auth === 'Private' ? 'Private' : 'Public',
    privatePwd: text(item.privatePwd),
    status: item.status !== false,
    rank: Number(item.rank ?? 1000),
    categoryId: typeof item.categoryId === 'number' ? item.categoryId : null,
    gid: typeof item.gid === 'number' && item.gid > 0 ? item.gid : null,
    gmtCreate: text(item.gmtCreate),
    gmtModified: text(item.gmtModified),
  };
}

export function trainingLineFromItem(item: Record<string, unknown>): TrainingLine {
  const { privatePwd: _password, ...training } = trainingFromItem(item);
  return { ...training, pids: Array.isArray(item.pids) ? item.pids.map(Number) : [] };
}

/** Catalogue order, which is also a course pack's order: `rank` ascending, then id. */
export function byTrainingOrder(a: { rank: number; tid: number }, b: { rank: number; tid: number }): number {
  return a.rank - b.rank || a.tid - b.tid;
}
