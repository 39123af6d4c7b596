import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@oj/shared/api/define-call';
import { getProblemDetail } from '@oj/shared/api/problem';
import { submissionRules, type getSubmissionDetail } from '@oj/shared/api/submission';
import { encodeAnswerSheet, firstUnanswered } from '@oj/shared/domain/quiz';
import { callKey } from '../../../../lib/call-query';
import { showToast } from '../../../../lib/toast-store';
import { fetchSubmissionDetail } from '../api/get-submission-detail';
import { submitCode } from '../api/submit-problem-judge';
import { useLoginCheck } from '../submit/use-submit-guard';

export type QuizSubmissionDetail = CallResponse<typeof getSubmissionDetail>;

/**
 * Spec §4 quiz flow: every question answered (else a warning names the first unanswered), then the
 * answer sheet is submitted; it is graded at once, and the results come from the new submission.
 */
export function useQuizSubmit(pid: number, questionCount: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requireLogin = useLoginCheck();
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
    setBusy(true);
    try {
      const code = encodeAnswerSheet(answers);
      const row = await submitCode({ pid, language: submissionRules.quizLanguage, code });
      showToast('success', t('problem.page.submit.quizSuccess'));
      setResult(await fetchSubmissionDetail(row.submitId));
      void queryClient.invalidateQueries({ queryKey: callKey(getProblemDetail) });
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, submit, clear: () => setResult(null) };
}
