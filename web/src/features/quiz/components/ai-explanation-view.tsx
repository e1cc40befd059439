// The AI explanation's button and card (SPEC §4), shown once a question is answered wrong; their state is
// ai-explanation.tsx's. Loaded with the rest of the texts (the `ai` section), after the question shows.
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AnimatedDots } from '@/components/ui/animated-dots';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { canUseAi } from '@/lib/token-claims';
import type { AiExplanation } from './ai-explanation';

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
        {state.provider
          ? `${t('quiz.ai.by', { provider: t(`quiz.ai.providers.${state.provider}`) })} · `
          : ''}
        {t('quiz.ai.disclaimer')}
      </Typography>
    </Paper>
  );
}
