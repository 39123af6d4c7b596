import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submissionRules } from '@oj/shared/api/submission';
import { encodeAnswerSheet, firstUnanswered } from '@oj/shared/domain/quiz';
import { QuizQuestions, QuizSheet } from '../../../../components/quiz/quiz-sheet';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { showToast } from '../../../../lib/toast-store';
import { submitPaperAnswer } from '../api/submit-paper-answer';
import { partAnswers, partOffsets, type PaperPart } from '../paper-sheet';

interface PaperObjectiveProps {
  cid: number;
  parts: readonly PaperPart[];
  /** Submitting is closed (the exam ended, or the viewer may not submit). */
  closed: boolean;
  /** Every part's sheet was handed in. */
  onHandedIn: () => void;
}

/**
 * The objective questions of the exam (spec §2 "Exam paper page", §5): numbered through every part,
 * all answered before the one submit (the first unanswered number named), confirmed, then one answer
 * sheet per objective problem is handed in, once.
 */
export function PaperObjective({ cid, parts, closed, onHandedIn }: PaperObjectiveProps) {
  const { t } = useTranslation();
  const count = parts.reduce((sum, part) => sum + part.questions.length, 0);
  const offsets = partOffsets(parts);
  const [answers, setAnswers] = useState<string[]>(() => Array.from({ length: count }, () => ''));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const handedParts = useRef(new Set<number>());
  const answer = (index: number, value: string) =>
    setAnswers((previous) => previous.map((old, at) => (at === index ? value : old)));

  function ask(): void {
    const missing = firstUnanswered(count, answers);
    if (missing >= 0) {
      showToast('warning', t('contest.paper.unanswered', { n: missing + 1 }));
      document.getElementById(`quiz-question-${missing + 1}`)?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    setConfirming(true);
  }

  async function handIn(): Promise<void> {
    setBusy(true);
    try {
      const sheets = partAnswers(parts, answers);
      let sentOne = false;
      for (const [index, part] of parts.entries()) {
        // A part handed in before a refusal is locked now: a second try sends only the others.
        if (handedParts.current.has(part.pid)) continue;
        // The server takes one submission per user every 5 s: the parts of a paper go one by one.
        if (sentOne)
          await new Promise((resolve) => setTimeout(resolve, submissionRules.submitIntervalMs + 500));
        await submitPaperAnswer(
          cid,
          part.pid,
          submissionRules.quizLanguage,
          encodeAnswerSheet(sheets[index] ?? []),
        );
        handedParts.current.add(part.pid);
        sentOne = true;
      }
      setConfirming(false);
      showToast('success', t('contest.paper.handedIn'));
      onHandedIn();
    } catch {
      // The API client has shown why (the exam lock, the end of the exam…); the answers stay.
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <QuizSheet
        answers={answers}
        count={count}
        submit={{
          text: t('contest.paper.submit'),
          disabled: busy || closed,
          onClick: ask,
          testId: 'paper-submit',
        }}
        testId="paper-objective"
      >
        {parts.map((part, partIndex) => (
          <section key={part.pid} className="space-y-4 pb-2" data-testid={`paper-part-${part.displayId}`}>
            <h3 className="text-base font-semibold text-slate-800">
              <span className="mr-2 font-mono text-blue-600">{part.displayId}</span>
              {part.title}
            </h3>
            <QuizQuestions
              questions={part.questions}
              first={offsets[partIndex] ?? 0}
              answers={answers}
              onAnswer={answer}
            />
          </section>
        ))}
      </QuizSheet>
      <ConfirmDialog
        open={confirming}
        title={t('contest.paper.confirmTitle')}
        confirmText={t('contest.paper.confirm')}
        cancelText={t('contest.paper.cancel')}
        busy={busy}
        danger={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void handIn()}
      >
        {t('contest.paper.confirmText', { count })}
      </ConfirmDialog>
    </>
  );
}
