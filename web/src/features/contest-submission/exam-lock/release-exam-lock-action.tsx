import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast-store';
import { useReleaseExamLock } from '../api/release-exam-lock';

interface ReleaseExamLockActionProps {
  cid: number;
  uid: string;
  username: string;
}

/**
 * A row's "Release lock" on the exam status tab: asks, naming the user, then lets them hand the exam
 * paper in again. The server's refusal is said in a toast and the dialog stays open.
 */
export function ReleaseExamLockAction({ cid, uid, username }: ReleaseExamLockActionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const release = useReleaseExamLock();
  return (
    <>
      <button
        type="button"
        className="py-1 text-xs text-amber-700 hover:underline"
        data-testid="release-exam-lock"
        onClick={() => setAsking(true)}
      >
        {t('contest-submission.examLock.release')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('contest-submission.examLock.confirmTitle')}
        confirmText={t('contest-submission.examLock.confirm')}
        cancelText={t('contest-submission.examLock.cancel')}
        busy={release.isPending}
        danger={false}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          release.mutate(
            { cid, uid },
            {
              onSuccess: () => {
                showToast('success', t('contest-submission.examLock.released', { username }));
                setAsking(false);
              },
              onError: (error) => {
                // Only the quiet 403 is left to say; the API client has reported every other failure.
                if (error instanceof ApiError && error.kind === 'http' && error.status === 403)
                  showToast('error', error.message || t('contest-submission.examLock.refused'));
              },
            },
          )
        }
      >
        {t('contest-submission.examLock.confirmText', { username })}
      </ConfirmDialog>
    </>
  );
}
