// The AI explanation's button and card (SPEC §4), shown once a question is answered wrong; their state is
// ai-explanation.tsx's. Loaded with the rest of the texts (the `ai` section), after the question shows.

import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { AnimatedDots } from '@/components/ui/animated-dots';
import { Button, ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { MathText } from '@/components/ui/math-text';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { canUseAi } from '@/lib/token-claims';
import type { AiExplanation } from './ai-explanation';
import styles from './ai-explanation-view.module.css';

const sparkles = <Sparkles size={20} aria-hidden="true" />;

/** The button beside "next question": for premium members, educators and admins it asks; free users go to the paywall. */
export function AiExplanationButton({ explanation }: { explanation: AiExplanation }) {
  const { t } = useTranslation();
  const user = useUser();
  const { state } = explanation;
  if (!canUseAi(user)) {
    return (
      <span className={styles.secondary}>
        <ButtonLink to={paths.paywall} variant="outline" tone="inherit" icon={sparkles}>
          {t('quiz.ai.explain')}
        </ButtonLink>
      </span>
    );
  }
  if (state.status === 'shown') return null;
  const preparing = state.status === 'preparing';
  return (
    <span className={styles.secondary}>
      <Button
        variant="outline"
        tone="inherit"
        icon={sparkles}
        disabled={preparing}
        onClick={explanation.request}
      >
        {preparing ? (
          <span>
            {t('quiz.ai.preparing')}
            <AnimatedDots />
          </span>
        ) : (
          t('quiz.ai.explain')
        )}
      </Button>
    </span>
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
      <Alert tone="warning">
        {minutes === undefined ? t('ai.rateLimitedLater') : t('ai.rateLimited', { minutes })}
      </Alert>
    );
  }
  if (state.status === 'premiumOnly') {
    return (
      <Alert tone="info" urgent>
        {t('quiz.ai.premiumOnly')} <Link to={paths.paywall}>{t('quiz.ai.becomePremium')}</Link>
      </Alert>
    );
  }
  if (state.status !== 'shown') return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Sparkles size={20} aria-hidden="true" />
        <h3 ref={headingRef} id={headingId} tabIndex={-1} className={styles.title}>
          {t('quiz.ai.title')}
        </h3>
      </div>
      <p className={styles.text} lang={state.language}>
        <MathText text={state.text} />
      </p>
      <p className={styles.note}>
        {state.provider
          ? `${t('quiz.ai.by', { provider: t(`quiz.ai.providers.${state.provider}`) })} · `
          : ''}
        {t('quiz.ai.disclaimer')}
      </p>
    </section>
  );
}
