import { getRandomProblem } from '@oj/shared/api/problem';
import { useCallMutation } from '../../../../lib/call-query';
import { i18n } from '../../../../lib/i18n/i18n';
import { showToast } from '../../../../lib/toast-store';

/** GET /api/get-random-problem: a public problem the caller may open, picked by the server, with the spec's wish (§8). */
export function useRandomProblem(onPicked: (problemId: string) => void) {
  return useCallMutation(getRandomProblem, {
    onSuccess: ({ problemId }) => {
      showToast('success', i18n.t('problem.list.goodLuck'));
      onPicked(problemId);
    },
  });
}
