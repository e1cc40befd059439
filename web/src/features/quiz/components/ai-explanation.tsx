// SPEC §4 "AI explanation": offered after a wrong answer only; idle, then preparing (the button disabled, with
// animated dots), then the explanation in a card under the question.

import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE } from '@quizdrill/contracts/rules';
import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AnimatedDots } from '../../../components/ui/animated-dots';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { type Language, toLanguage } from '../../../lib/i18n';
import { aiModelStorage } from '../../../lib/storage';
import { canUseAi } from '../../../lib/token-claims';
import { useLatest } from '../../../lib/use-latest';
import { useExplainAnswer } from '../api/explain-answer';

/**
 * What the explanation of the question on screen is at: idle (offered), preparing, shown, or back to idle with a
 * notice that asking again now will not help (the hourly limit; a membership the token still claimed).
 */
export type AiExplanationState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'shown'; text: string; language: Language }
  | { status: 'limited'; retryAfterSeconds: number | undefined }
  | { status: 'premiumOnly' };

export type AiExplanation = { state: AiExplanationState; request: () => void };

type UseAiExplanationOptions = {
  questionKey: string;
  question: QuizQuestion;
  selected: string | null;
  feedback: SubmitResponse | null;
  /** SPEC §8: any other failure replaces the page; `message` is the server's, null when it was not reached. */
  onFailed: (message: string | null) => void;
};

export function useAiExplanation({
  questionKey,
  question,
  selected,
  feedback,
  onFailed,
}: UseAiExplanationOptions): AiExplanation {
  const { i18n } = useTranslation();
  const explain = useExplainAnswer();
  const shownKey = useLatest(questionKey);
  // Only what this question asked counts: the question before it may still have an answer on its way.
  const mine = explain.variables?.questionKey === questionKey;
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  const request = () => {
    if (!feedback || selected === null) return;
    explain.mutate(
      {
        questionKey,
        request: {
          question: {
            questionText: question.questionText,
            options: question.options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText })),
            correctOption: feedback.correctOption,
          },
          selectedOption: selected,
          language,
          aiModel: aiModelStorage.get(),
        },
      },
      {
        onError: (error) => {
          // 401: the session ended and the login page is on its way; 429 and 403 are said under the question; and
          // the failure of a question the student has moved on from is no reason to leave the one on screen.
          if (isApiError(error) && [401, 403, 429].includes(error.status)) return;
          if (shownKey.current !== questionKey) return;
          onFailed(isApiError(error) && error.status !== 0 ? error.message : null);
        },
      },
    );
  };

  let state: AiExplanationState = { status: 'idle' };
  if (mine && explain.isPending) state = { status: 'preparing' };
  else if (mine && explain.isSuccess) {
    state = { status: 'shown', text: explain.data, language: explain.variables.request.language };
  } else if (mine && isApiError(explain.error) && explain.error.status === 429) {
    state = { status: 'limited', retryAfterSeconds: explain.error.retryAfterSeconds };
  } else if (mine && isApiError(explain.error) && explain.error.status === 403) {
    state = { status: 'premiumOnly' };
  }
  return { state, request };
}

/** The button beside "next question": for premium members, educators and admins it asks; free users go to the paywall. */
export function AiExplanationButton({ explanation }: { explanation: AiExplanation }) {
  const { t } = useTranslation();
  const user = useUser();
  const { state } = explanation;
  if (!canUseAi(user)) {
    return (
      <Button
        component={RouterLink}
        to={paths.paywall}
        variant="outlined"
        color="secondary"
        startIcon={<AutoAwesomeOutlined />}
      >
        {t('quiz.ai.explain')}
      </Button>
    );
  }
  if (state.status === 'shown') return null;
  const preparing = state.status === 'preparing';
  return (
    <Button
      variant="outlined"
      color="secondary"
      startIcon={<AutoAwesomeOutlined />}
      disabled={preparing}
      onClick={explanation.request}
    >
      {preparing ? (
        <>
          {t('quiz.ai.preparing')}
          <AnimatedDots />
        </>
      ) : (
        t('quiz.ai.explain')
      )}
    </Button>
  );
}

function waitMinutes(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}

/** Under the question: the explanation once it is there, or why asking again now will not help. */
export function AiExplanationPanel({ explanation }: { explanation: AiExplanation }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state } = explanation;
  const shown = state.status === 'shown';

  // The explanation arrived: reading goes on from it.
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  if (state.status === 'limited') {
    const minutes = waitMinutes(state.retryAfterSeconds);
    return (
      <Alert severity="warning" role="alert">
        {minutes === undefined ? t('ai.rateLimitedLater') : t('ai.rateLimited', { minutes })}
      </Alert>
    );
  }
  if (state.status === 'premiumOnly') {
    return (
      <Alert severity="info" role="alert">
        {t('quiz.ai.premiumOnly')}{' '}
        <Link component={RouterLink} to={paths.paywall}>
          {t('quiz.ai.becomePremium')}
        </Link>
      </Alert>
    );
  }
  if (state.status !== 'shown') return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        borderColor: 'secondary.main',
        bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'secondary.main' }}>
        <AutoAwesomeOutlined fontSize="small" aria-hidden />
        <Typography
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, outline: 'none', color: 'text.primary' }}
        >
          {t('quiz.ai.title')}
        </Typography>
      </Box>
      <Typography lang={state.language} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {state.text}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('quiz.ai.disclaimer')}
      </Typography>
    </Paper>
  );
}
