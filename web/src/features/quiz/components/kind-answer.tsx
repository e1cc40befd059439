// Answering the kinds of question beyond picking one option (issue 43): ticking all that apply, typing an answer or
// a number, matching each left item with a right one; and after the answer, how it turned out for that kind. Loaded
// only when such a question shows (quiz-question-card.tsx), with the texts of the other screens.
import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { AnswerField } from '@/components/ui/answer-field';
import { Badge } from '@/components/ui/badge';
import {
  MatchingPicker,
  matchingAnswer,
  matchingPicks,
  type PickOutcome,
} from '@/components/ui/matching-picker';
import { MathText } from '@/components/ui/math-text';
import { answerOutcome, creditPercent, shownNumber, tickOutcome } from '@/features/quiz/utils/typed-answer';
import { answerLabels, numericAnswer, shortAnswer, toggledLabel } from '@/lib/answer-forms';
import { FeedbackLines, FeedbackTitle, RightAnswerLine } from './answer-feedback';
import { AnswerOption } from './answer-option';
import styles from './kind-answer.module.css';

/** The kinds this module answers; single choice and true/false are the card's own radios. */
export type ComposedKind = 'multiple' | 'short' | 'numeric' | 'matching';

type KindAnswerProps = {
  kind: ComposedKind;
  question: QuizQuestion;
  /** The question's heading, which names the group of answers. */
  labelledBy: string;
  /** The answer so far as the wire writes it; null while incomplete. */
  selected: string | null;
  /** Set once the answer is marked. */
  feedback: SubmitResponse | null;
  disabled: boolean;
  onAnswer: (answer: string | null) => void;
};

/** The inputs of a question of `kind`. */
export function KindAnswer(props: KindAnswerProps) {
  switch (props.kind) {
    case 'multiple':
      return <MultipleAnswer {...props} />;
    case 'short':
      return <TypedAnswer {...props} numeric={false} />;
    case 'numeric':
      return <TypedAnswer {...props} numeric />;
    case 'matching':
      return <MatchingAnswer {...props} />;
  }
}

/** Checkboxes, one per option, under the rule of partial credit. */
function MultipleAnswer({ question, labelledBy, selected, feedback, disabled, onAnswer }: KindAnswerProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const ticked = answerLabels(selected ?? '');
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={helpId} className={styles.answer}>
      <p id={helpId} className={styles.help}>
        <strong>{t('quiz.kinds.selectAll')}</strong> {t('quiz.kinds.partialRule')}
      </p>
      <div className={styles.options}>
        {question.options.map((option) => (
          <AnswerOption
            key={option.optionLabel}
            option={option}
            name={`quiz-question-${question.id}`}
            multiple
            language={question.language}
            selected={ticked.includes(option.optionLabel)}
            outcome={
              feedback && selected !== null ? tickOutcome(option.optionLabel, selected, feedback) : null
            }
            disabled={disabled}
            onSelect={() => onAnswer(toggledLabel(selected, option.optionLabel))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A text field for a short answer, or for a number with a decimal comma or point. Enter submits (the form's). */
function TypedAnswer({
  question,
  selected,
  disabled,
  onAnswer,
  numeric,
}: KindAnswerProps & { numeric: boolean }) {
  const { t } = useTranslation();
  // What was typed; a restored answer (a reload after answering) shows what was sent.
  const [text, setText] = useState(selected ?? '');
  const [left, setLeft] = useState(false);
  const notANumber = numeric && left && text.trim() !== '' && numericAnswer(text) === null;
  return (
    <div className={styles.answer}>
      <AnswerField
        numeric={numeric}
        label={t(numeric ? 'quiz.kinds.numberLabel' : 'quiz.kinds.textLabel')}
        hint={numeric ? t('quiz.kinds.numberHint') : undefined}
        error={notANumber ? t('quiz.kinds.notANumber') : undefined}
        value={text}
        onChange={(typed) => {
          setText(typed);
          onAnswer(numeric ? numericAnswer(typed) : shortAnswer(typed));
        }}
        lang={question.language}
        disabled={disabled}
        onBlur={() => setLeft(true)}
      />
    </div>
  );
}

/** One select per left item, offering the right items labelled A…; after the answer, each marked right or wrong. */
function MatchingAnswer({ question, labelledBy, selected, feedback, disabled, onAnswer }: KindAnswerProps) {
  const { t, i18n } = useTranslation();
  const prompts = question.prompts ?? [];
  // The picks so far: the answer stays null (nothing to send) until every left item has one.
  const [picks, setPicks] = useState(() => matchingPicks(selected, prompts.length));
  const pick = (next: (string | null)[]) => {
    setPicks(next);
    onAnswer(next.every((label) => label !== null) ? matchingAnswer(next) : null);
  };
  const rights = feedback ? matchingPicks(feedback.correctOption, prompts.length) : null;
  const textOf = (label: string) =>
    question.options.find((option) => option.optionLabel === label)?.optionText;
  const outcomes = prompts.map((_prompt, index): PickOutcome | undefined => {
    const right = rights?.[index];
    if (right === undefined || right === null) return undefined;
    const ok = picks[index] === right;
    return {
      right: ok,
      // The picker is in the question's language; the note is in the page's, but for the right item's text.
      note: ok ? (
        <span lang={i18n.language}>
          <Badge size="small" tone="success" icon={<CircleCheck size={18} />}>
            {t('quiz.yourAnswerCorrect')}
          </Badge>
        </span>
      ) : (
        <span className={styles.rightMatch} lang={i18n.language}>
          <Badge size="small" tone="danger" icon={<CircleX size={18} />}>
            {t('quiz.kinds.wrongMatch')}
          </Badge>
          <span lang={question.language}>
            {t('quiz.correctAnswerIs', { label: right })} <MathText text={textOf(right) ?? ''} />
          </span>
        </span>
      ),
    };
  });
  return (
    <fieldset aria-labelledby={labelledBy} className={styles.answer}>
      <p className={styles.help}>{t('quiz.kinds.matchHint')}</p>
      <MatchingPicker
        prompts={prompts}
        choices={question.options}
        picks={picks}
        onChange={pick}
        noneLabel={t('quiz.kinds.choose')}
        lang={question.language}
        labelled
        outcomes={outcomes}
        disabled={disabled}
      />
    </fieldset>
  );
}

/** The right answer of a question of `kind` as a line, or nothing where the inputs show it already. */
function RightAnswer({
  kind,
  question,
  feedback,
}: {
  kind: ComposedKind;
  question: QuizQuestion;
  feedback: SubmitResponse;
}) {
  const { t, i18n } = useTranslation();
  switch (kind) {
    case 'multiple':
      // Each right option as the options show it, its math typeset.
      return (
        <RightAnswerLine lang={question.language}>
          {t('quiz.kinds.rightAnswer')}{' '}
          {answerLabels(feedback.correctOption).map((label, index) => {
            const text = question.options.find((option) => option.optionLabel === label)?.optionText;
            return (
              <Fragment key={label}>
                {index > 0 && '; '}
                {label}
                {text !== undefined && (
                  <>
                    : <MathText text={text} />
                  </>
                )}
              </Fragment>
            );
          })}
        </RightAnswerLine>
      );
    case 'short':
      // The accepted answer after the translated label, not inside it, so its math is typeset as the options' is.
      return (
        <RightAnswerLine lang={question.language}>
          {t('quiz.kinds.rightAnswer')} <MathText text={feedback.correctOption} />
        </RightAnswerLine>
      );
    case 'numeric':
      return (
        <RightAnswerLine>
          {t('quiz.kinds.rightAnswer')} {shownNumber(feedback.correctOption, i18n.language)}
        </RightAnswerLine>
      );
    case 'matching':
      // Each select says its right item.
      return null;
  }
}

/** How the answer turned out: right, partly right with its percent, or wrong; the right answer; the teacher's words. */
export function KindFeedback({
  kind,
  question,
  feedback,
}: {
  kind: ComposedKind;
  question: QuizQuestion;
  feedback: SubmitResponse;
}) {
  const { t } = useTranslation();
  const outcome = answerOutcome(feedback);
  const tone = outcome === 'correct' ? 'success' : outcome === 'partly' ? 'warning' : 'error';
  return (
    <Alert tone={tone} urgent>
      <FeedbackTitle>
        {outcome === 'partly'
          ? t('quiz.kinds.partly', { percent: creditPercent(feedback.credit ?? 0) })
          : t(outcome === 'correct' ? 'quiz.correct' : 'quiz.incorrect')}
      </FeedbackTitle>
      {outcome !== 'correct' && <RightAnswer kind={kind} question={question} feedback={feedback} />}
      <FeedbackLines question={question} feedback={feedback} />
    </Alert>
  );
}
