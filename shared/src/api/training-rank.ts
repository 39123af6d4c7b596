import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { listKeywordParam, noBody, pageParams, pageSchema } from './params';
import { tidParam } from './training';
import { trainingRules } from '../domain/training';
import { contestantIdentityFields } from './contest-rank';

/* A training's rank (spec part 2 §2 "rank tab only for private trainings", §7; contract §2). */

/** A cell of the rank: the viewer's latest verdict on the problem and its best result. */
export const trainingRankCellSchema = z.object({
  /** The best verdict so far: 0 when accepted, else the latest judged verdict's status code. */
  status: z.number().int(),
  /** The best score of a judged submission (OI problems; 0 otherwise). */
  score: z.number(),
  isAC: z.boolean().optional(),
  /** The run time of the fastest accepted submission, in ms; only when accepted. */
  runTime: z.number().int().optional(),
});
export type TrainingRankCell = z.infer<typeof trainingRankCellSchema>;

/**
 * The contract's `TrainingRankVO`: who, how many of the training's problems they solved (`ac`), the
 * sum of their fastest accepted run times (`totalRunTime`, ms) and a cell per problem they submitted
 * to, keyed by the problem's `displayId` in the training. `rank` (from 1, tied rows share it) is added.
 */
export const trainingRankRowSchema = z.object({
  rank: z.number().int(),
  // The same account fields as a contest board's row: a training's rank shows its people alike.
  ...contestantIdentityFields,
  ac: z.number().int(),
  totalRunTime: z.number().int(),
  submissionInfo: z.record(z.string(), trainingRankCellSchema),
});
export type TrainingRankRow = z.infer<typeof trainingRankRowSchema>;

export const getTrainingRank = defineCall({
  module: 'training-rank',
  method: 'GET',
  path: '/api/get-training-rank',
  query: z.object({
    tid: tidParam,
    ...pageParams(trainingRules.rankMaxPageSize, trainingRules.rankPageSize),
    /** Part of the username, nickname, realname or school, letter case ignored. */
    keyword: listKeywordParam,
  }),
  body: noBody,
  /**
   * Everyone who submitted inside the training, by `ac` descending, then `totalRunTime` ascending.
   * Private trainings only (the rank tab exists for them alone), for those with the training's access.
   */
  response: pageSchema(trainingRankRowSchema),
});

export const trainingRankCalls: readonly CallDefinition[] = [getTrainingRank];
