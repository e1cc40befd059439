import CircleCheck from 'lucide-react/icons/circle-check';
import CirclePlay from 'lucide-react/icons/circle-play';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MathText } from '@/components/ui/math-text';
import { quizPath } from '@/config/paths';
import type { SavedQuestions } from '@/features/ai/api/save-questions';
import { AnswerKeySummary } from './answer-key-summary';
import styles from './saved-questions-review.module.css';

type SavedQuestionsReviewProps = {
  saved: SavedQuestions;
  /** Back to the form, for more questions to the same course. */
  onAddMore: () => void;
};

/** After a save (SPEC §2 "Text-to-quiz review of saved questions"): what was saved where, then add more or done. */
export function SavedQuestionsReview({ saved, onAddMore }: SavedQuestionsReviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { course, questions } = saved;
  return (
    <Card as="section" aria-labelledby={headingId} padding={0}>
      <div className={styles.content}>
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.title}>
          {t('textToQuiz.review.title')}
        </h2>
        <Alert tone="success">
          {t('textToQuiz.review.text', { count: questions.length, course: course.displayName })}
        </Alert>
        <ol className={styles.questions}>
          {questions.map((question) => (
            <li key={question.id} lang={question.language} className={styles.question}>
              <p className={styles.questionText}>
                <MathText text={question.questionText} />
              </p>
              {question.options
                .filter((option) => option.isCorrect)
                .map((option) => (
                  <p key={option.optionLabel} className={styles.correct}>
                    <CircleCheck size={20} aria-hidden="true" />
                    <span>
                      {t('quiz.correctAnswerIs', { label: option.optionLabel })}{' '}
                      <MathText text={option.optionText} />
                    </span>
                  </p>
                ))}
              <AnswerKeySummary
                answers={question.answers}
                ranges={question.ranges}
                language={question.language}
              />
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="large"
            icon={<Plus size={20} aria-hidden="true" />}
            onClick={onAddMore}
          >
            {t('textToQuiz.review.addMore')}
          </Button>
          <ButtonLink
            to={quizPath(course.name)}
            size="large"
            icon={<CirclePlay size={20} aria-hidden="true" />}
          >
            {t('textToQuiz.review.done')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
