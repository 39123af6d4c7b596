import { useMutation } from '@tanstack/react-query';
import { getRandomProblem } from '@oj/shared/api/problem';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-random-problem: a public problem the caller may open, picked by the server. */
export function useRandomProblem(onPicked: (problemId: string) => void) {
  return useMutation({
    mutationFn: () => callApi(getRandomProblem),
    onSuccess: ({ problemId }) => onPicked(problemId),
  });
}
