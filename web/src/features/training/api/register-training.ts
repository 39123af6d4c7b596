import { getTrainingAccess, getTrainingDetail, registerTraining } from '@oj/shared/api/training';
import { callKey, useCallMutation } from '../../../lib/call-query';

/**
 * POST /api/register-training: the private training's password; its access is read again, which
 * takes the password form away, then `onRegistered` runs (the mutation's own callback, which outlives
 * the form).
 */
export const useRegisterTraining = (tid: number, onRegistered: () => void) =>
  useCallMutation(registerTraining, {
    toInput: (password: string) => ({ body: { tid, password } }),
    invalidates: [callKey(getTrainingAccess, { tid }), callKey(getTrainingDetail, { tid })],
    onSuccess: onRegistered,
  });
