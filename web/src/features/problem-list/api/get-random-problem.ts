import { useMutation } from '@tanstack/react-query';
import { getRandomProblem } from '@oj/shared/api/problem';
import { callApi } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { showToast } from '../../../lib/toast-store';

/** GET /api/get-random-problem: a public problem the caller may open, picked by the server, with the spec's wish (§8). */
export function useRandomProblem(onPicked: (problemId: string) => void) {
  return useMutation({
    mutationFn: () => callApi(getRandomProblem),
    onSuccess: ({ problemId }) => {
      showToast('success', i18n.t('problem-list.goodLuck'));
      onPicked(problemId);
    },
  });
}
