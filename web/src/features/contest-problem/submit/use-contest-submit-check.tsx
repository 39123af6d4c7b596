import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast-store';
import { countMyProblemSubmissions } from '../api/count-my-problem-submissions';
import { contestProblemStatusQueryOptions } from '../api/get-user-problem-status';
import type { ContestStanding } from './contest-standing';
import { contestSubmitCheck, type SubmitHistory } from './contest-submit-rules';

interface ProblemRef {
  pid: number;
  displayId: string;
  uid: string | null;
}

/**
 * The contest's checks before a submit, for the problem page's `confirmSubmit`: reads what the rules
 * need (the viewer's status on the problem; in exam mode their submissions to it), then refuses with
 * the contest's message or asks for the overwrite confirmation, by the server's clock (`serverNow`)
 * at the moment of the submit. Returns the check and the dialog to draw.
 */
export function useContestSubmitCheck(
  standing: ContestStanding,
  problem: ProblemRef,
  serverNow: () => number,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const answer = useRef<((go: boolean) => void) | null>(null);

  async function history(): Promise<SubmitHistory> {
    const statuses = await queryClient.fetchQuery(
      contestProblemStatusQueryOptions(standing.cid, [problem.pid], problem.uid),
    );
    const limit = standing.examSubmitLimit;
    const submitted =
      limit !== null && !standing.contestAdmin
        ? await countMyProblemSubmissions(standing.cid, problem.displayId, limit)
        : undefined;
    return { problemStatus: statuses[String(problem.pid)]?.status, submitted };
  }

  function close(go: boolean): void {
    setAsking(false);
    answer.current?.(go);
    answer.current = null;
  }

  async function confirmSubmit(): Promise<boolean> {
    let check;
    try {
      check = contestSubmitCheck({ ...standing, now: serverNow() }, await history());
    } catch {
      return false; // The API client has shown why.
    }
    if (check.kind === 'ended') showToast('error', t('contest-problem.submit.ended'));
    if (check.kind === 'limitReached') {
      showToast('error', t('contest-problem.submit.limitReached', { count: check.limit }));
    }
    if (check.kind !== 'confirmOverwrite') return check.kind === 'go';
    setAsking(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('contest-problem.submit.overwriteTitle')}
      confirmText={t('contest-problem.submit.overwriteConfirm')}
      cancelText={t('contest-problem.submit.cancel')}
      danger={false}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      <span data-testid="overwrite-confirm">{t('contest-problem.submit.overwriteText')}</span>
    </ConfirmDialog>
  );

  return { confirmSubmit, dialog };
}
