import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@oj/shared/api/define-call';
import { submissionRules, type getSubmissionDetail } from '@oj/shared/api/submission';
import { encodeAnswerSheet, firstUnanswered } from '@oj/shared/domain/quiz';
import { showToast } from '../../../../lib/toast-store';
import { fetchSubmissionDetail } from '../api/get-submission-detail';
import { submitCode } from '../api/submit-problem-judge';
import { judgedKeys } from '../submit/judged-keys';
import { useLoginCheck } from '../submit/use-submit-guard';
import { scopeCid, scopeTid, useScope } from '../../../../lib/scope/scope-provider';

export type QuizSubmissionDetail = CallResponse<typeof getSubmissionDetail>;

/**
 * Spec §4 quiz flow: every question answered (else a warning names the first unanswered), then the
 * answer sheet is submitted; it is graded at once, and the results come from the new submission.
 */
export function useQuizSubmit(pid: number, questionCount: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requireLogin = useLoginCheck();
  const scope = useScope();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<QuizSubmissionDetail | null>(null);

  async function submit(answers: string[]): Promise<void> {
    const missing = firstUnanswered(questionCount, answers);
    if (missing >= 0) {
      showToast('warning', t('problem.page.quiz.unanswered', { n: missing + 1 }));
      document.getElementById(`quiz-question-${missing + 1}`)?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    if (!requireLogin()) return;
    if (scope.kind === 'contest' && scope.confirmSubmit && !(await scope.confirmSubmit())) return;
    setBusy(true);
    try {
      const code = encodeAnswerSheet(answers);
      const row = await submitCode({
        pid,
        language: submissionRules.quizLanguage,
        code,
        cid: scopeCid(scope),
        tid: scopeTid(scope),
      });
      showToast('success', t('problem.page.submit.quizSuccess'));
      setResult(await fetchSubmissionDetail(row.submitId));
      for (const queryKey of judgedKeys(scope.kind === 'contest', scope.kind === 'training'))
        void queryClient.invalidateQueries({ queryKey });
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, submit, clear: () => setResult(null) };
}
