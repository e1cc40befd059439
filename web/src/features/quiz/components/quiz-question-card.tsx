import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizQuestion, QuizStats, SubmitResponse } from '@quizdrill/contracts/types';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '@/components/ui/question-image';
import { optionOutcome, progressPercent } from '@/features/quiz/utils/quiz-state';
import { otherScreenTexts } from '@/lib/i18n';
import { useAiExplanation } from './ai-explanation';
import { AnswerOption } from './answer-option';
import { QuizStatsLine } from './quiz-stats-line';

// The AI explanation's button and card, needed once an answer is wrong, with the `ai` texts they show (the rest of
// the texts, which the quiz page does not wait for): not before the first question shows (issue 19).
const aiExplanationView = () =>
  Promise.all([import('./ai-explanation-view'), otherScreenTexts()]).then(([view]) => view);
const AiExplanationButton = lazy(() =>
  aiExplanationView().then((view) => ({ default: view.AiExplanationButton })),
);
const AiExplanationPanel = lazy(() =>
  aiExplanationView().then((view) => ({ default: view.AiExplanationPanel })),
);

/** idle: choosing; submitting: the answer is on its way; answered: marked; busy: the next question is coming. */
export type QuestionCardStatus = 'idle' | 'submitting' | 'answered' | 'busy';

type QuizQuestionCardProps = {
  /** Changes with every question shown, in this session or a new one. */
  questionKey: string;
  /** Whether a newly shown question takes the focus: once the student has moved on or restarted. */
  focusOnShow: boolean;
  question: QuizQuestion;
  selected: string | null;
  feedback: SubmitResponse | null;
  stats: QuizStats | null;
  status: QuestionCardStatus;
  onSelect: (label: string) => void;
  onSubmit: () => void;
  onNext: () => void;
  /** A failed AI explanation (SPEC §8): the server's message, or null when it was not reached. */
  onExplanationFailed: (message: string | null) => void;
};

function feedbackTextKey(feedback: SubmitResponse) {
  if (feedback.feedbackKey === 'quiz.correct' || feedback.feedbackKey === 'quiz.incorrect') {
    return feedback.feedbackKey;
  }
  return feedback.correct ? 'quiz.correct' : 'quiz.incorrect';
}

function Feedback({ question, feedback }: { question: QuizQuestion; feedback: SubmitResponse }) {
  const { t } = useTranslation();
  const right = question.options.find((option) => option.optionLabel === feedback.correctOption);
  return (
    <Alert severity={feedback.correct ? 'success' : 'error'} variant="outlined">
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {t(feedbackTextKey(feedback))}
      </Typography>
      {!feedback.correct && right && (
        <Typography component="span" variant="body2" lang={question.language} sx={{ display: 'block' }}>
          {t('quiz.correctAnswerWas', { label: right.optionLabel, text: right.optionText })}
        </Typography>
      )}
      {feedback.explanation && (
        <Typography
          component="span"
          variant="body2"
          lang={question.language}
          sx={{ display: 'block', mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <Box component="strong">{t('quiz.explanation')}</Box> {feedback.explanation}
        </Typography>
      )}
    </Alert>
  );
}

/** One question (SPEC §4 "Quiz answer"): progress, text, image, the options as radios, then feedback and next. */
export function QuizQuestionCard(props: QuizQuestionCardProps) {
  const {
    questionKey,
    focusOnShow,
    question,
    selected,
    feedback,
    stats,
    status,
    onSelect,
    onSubmit,
    onNext,
    onExplanationFailed,
  } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const progressId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The question already given focus; on the page's first question the page keeps its focus.
  const focusedKey = useRef<string | null>(focusOnShow ? null : questionKey);
  const busy = status === 'busy';
  // While the next question is on its way, the marked answer stays on screen.
  const answered = feedback !== null && (status === 'answered' || busy);
  const explanation = useAiExplanation({
    questionKey,
    question,
    selected,
    feedback,
    onFailed: onExplanationFailed,
  });
  // SPEC §4: offered after a wrong answer only.
  const offerExplanation = answered && !feedback.correct;

  // A question the student moved on to (the next one, or the first of a restarted session): screen readers and
  // keyboards start from its text, so Enter answers it rather than pressing the button that led here.
  useEffect(() => {
    if (!focusOnShow || focusedKey.current === questionKey) return;
    focusedKey.current = questionKey;
    headingRef.current?.focus();
  }, [questionKey, focusOnShow]);

  // The answer is marked: the next step is one Enter away.
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
            mb: 1,
          }}
        >
          <Typography id={progressId} variant="body2" sx={{ fontWeight: 700 }}>
            {t('quiz.progress', { position: question.position, total: question.total })}
          </Typography>
          {stats && stats.total > 0 && <QuizStatsLine stats={stats} />}
        </Box>
        <LinearProgress
          variant={busy ? 'indeterminate' : 'determinate'}
          value={progressPercent(question, answered)}
          aria-labelledby={progressId}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>

      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h2"
        component="h2"
        lang={question.language}
        sx={{
          fontSize: { xs: '1.25rem', sm: '1.5rem' },
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          outline: 'none',
        }}
      >
        {question.questionText}
      </Typography>

      {question.imageUrl && <QuestionImage key={question.imageUrl} src={question.imageUrl} />}

      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Stack role="radiogroup" aria-labelledby={headingId} spacing={1.25}>
          {question.options.map((option) => (
            <AnswerOption
              key={option.optionLabel}
              option={option}
              name={`quiz-question-${question.id}`}
              language={question.language}
              selected={selected === option.optionLabel}
              outcome={
                answered && selected !== null ? optionOutcome(option.optionLabel, selected, feedback) : null
              }
              disabled={status !== 'idle'}
              onSelect={() => onSelect(option.optionLabel)}
            />
          ))}
        </Stack>

        <Box role="status" aria-live="polite">
          {answered && <Feedback question={question} feedback={feedback} />}
        </Box>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {answered ? (
            <Button
              ref={nextRef}
              variant="contained"
              size="large"
              onClick={onNext}
              disabled={busy}
              endIcon={
                busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ArrowForwardRounded />
              }
            >
              {t('quiz.next')}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={selected === null || status !== 'idle'}
              startIcon={
                status === 'submitting' || busy ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <SendRounded />
                )
              }
            >
              {status === 'submitting' ? t('quiz.submitting') : t('quiz.submit')}
            </Button>
          )}
          {offerExplanation && (
            <Suspense fallback={null}>
              <AiExplanationButton explanation={explanation} />
            </Suspense>
          )}
        </Stack>
        {offerExplanation && (
          <Suspense fallback={null}>
            <AiExplanationPanel explanation={explanation} />
          </Suspense>
        )}
      </Box>

      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {t('quiz.keyboardHint')}
      </Typography>
    </Paper>
  );
}
