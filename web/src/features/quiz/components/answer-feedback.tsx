// How an answer turned out, under the question once it is marked: loaded apart from the question card, which fetches
// it as a question shows (quiz-question-card.tsx), so the first question comes sooner (issue 19).
import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { MathText } from '@/components/ui/math-text';
import styles from './answer-feedback.module.css';

function feedbackTextKey(feedback: SubmitResponse) {
  if (feedback.feedbackKey === 'quiz.correct' || feedback.feedbackKey === 'quiz.incorrect') {
    return feedback.feedbackKey;
  }
  return feedback.correct ? 'quiz.correct' : 'quiz.incorrect';
}

/** Right or wrong, the right option when it was wrong, and the teacher's words: a question of one right option. */
export function AnswerFeedback({ question, feedback }: { question: QuizQuestion; feedback: SubmitResponse }) {
  const { t } = useTranslation();
  const right = question.options.find((option) => option.optionLabel === feedback.correctOption);
  return (
    <Alert tone={feedback.correct ? 'success' : 'error'} urgent>
      <span className={styles.title}>{t(feedbackTextKey(feedback))}</span>
      {!feedback.correct && right && (
        <span className={styles.rightAnswer} lang={question.language}>
          {t('quiz.correctAnswerIs', { label: right.optionLabel })} <MathText text={right.optionText} />
        </span>
      )}
      <FeedbackLines question={question} feedback={feedback} />
    </Alert>
  );
}

/**
 * What the teacher wrote for after the answer: the feedback on what was answered (the options ticked, the answer or
 * value matched; issue 43), then the question's explanation. In the question's language.
 */
export function FeedbackLines({ question, feedback }: { question: QuizQuestion; feedback: SubmitResponse }) {
  const { t } = useTranslation();
  return (
    <>
      {feedback.feedback?.map((line, index) => (
        // The lines are the teacher's, in the order of what was answered; the same text may come twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the answer is marked.
        <span key={index} className={styles.line} lang={question.language}>
          <MathText text={line} />
        </span>
      ))}
      {feedback.explanation && (
        <span className={styles.explanation} lang={question.language}>
          <strong>{t('quiz.explanation')}</strong> <MathText text={feedback.explanation} />
        </span>
      )}
    </>
  );
}
