import { useTranslation } from 'react-i18next';
import { choiceOptions, type QuizQuestion } from '@oj/shared/domain/quiz';
import { InlineMarkdown } from '../inline-markdown';

/**
 * An answer to a question as the paper offered it, formulas rendered as in the question: a choice's
 * letter with its option, true or false in words, or the text filled in; a dash for none.
 */
export function QuizAnswer({ question, answer }: { question: QuizQuestion | undefined; answer: string }) {
  const { t } = useTranslation();
  if (answer.trim() === '') return <span data-testid="quiz-answer">-</span>;
  if (question?.kind === 'judge')
    return <span data-testid="quiz-answer">{answer === 'T' ? t('quiz.true') : t('quiz.false')}</span>;
  const option =
    question?.kind === 'choice'
      ? question.options?.[choiceOptions.indexOf(answer as (typeof choiceOptions)[number])]
      : undefined;
  return (
    <span data-testid="quiz-answer">
      {option === undefined ? (
        <InlineMarkdown source={answer} />
      ) : (
        <>
          {answer}. <InlineMarkdown source={option} />
        </>
      )}
    </span>
  );
}
