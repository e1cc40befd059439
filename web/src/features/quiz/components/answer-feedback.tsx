// How an answer turned out, under the question once it is marked: loaded apart from the question card, which fetches
// it as a question shows (quiz-question-card.tsx), so the first question comes sooner (issue 19).
import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import type { ReactNode } from 'react';
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
      <FeedbackTitle>{t(feedbackTextKey(feedback))}</FeedbackTitle>
      {!feedback.correct && right && (
        <RightAnswerLine lang={question.language}>
          {t('quiz.correctAnswerIs', { label: right.optionLabel })} <MathText text={right.optionText} />
        </RightAnswerLine>
      )}
      <FeedbackLines question={question} feedback={feedback} />
    </Alert>
  );
}

/** How the answer turned out, the feedback's first line: every kind's (kind-answer.tsx too). */
export function FeedbackTitle({ children }: { children: ReactNode }) {
  return <span className={styles.title}>{children}</span>;
}

/** The right answer, on its own line under the title; `lang` where it is in the question's language. */
export function RightAnswerLine({ lang, children }: { lang?: string; children: ReactNode }) {
  return (
    <span className={styles.rightAnswer} lang={lang}>
      {children}
    </span>
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
