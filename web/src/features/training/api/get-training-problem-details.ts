import { getTrainingProblemDetails } from '@oj/shared/api/training';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-training-problem-details: a problem's page inside the training, by its label there or
 * its problem id; the server refuses it wherever it refuses the training (login, password, the lock).
 */
export const trainingProblemDetailsQueryOptions = (tid: number, displayId: string) =>
  callQueryOptions(getTrainingProblemDetails, { tid, displayId }, { retry: false });
