import { DEFAULT_LANGUAGE } from '@quizdrill/contracts/rules';
import { useQueryClient } from '@tanstack/react-query';
import Award from 'lucide-react/icons/award';
import CircleCheck from 'lucide-react/icons/circle-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { useToast } from '@/components/ui/toast';
import { ERROR_TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCreateCheckoutSession } from '@/features/billing/api/create-checkout-session';
import { isApiError } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';
import { toLanguage } from '@/lib/i18n';
import type { MembershipStatus } from '@/lib/token-claims';
import styles from './premium-plan.module.css';
import { useMoney } from './use-money';

const BENEFIT_KEYS = [
  'billing.premium.benefits.explanations',
  'billing.premium.benefits.textToQuiz',
  'billing.premium.benefits.photoToQuiz',
  'billing.premium.benefits.regeneration',
  'billing.premium.benefits.ownContent',
] as const;

/** The way to checkout, for free users only (SPEC §6: educators have no upgrade button). */
function BecomeMember({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const queryClient = useQueryClient();
  const checkout = useCreateCheckoutSession();
  const [alreadyPremium, setAlreadyPremium] = useState(false);
  // Between the answer and the browser leaving for checkout the button stays busy, so it is not pressed twice.
  const [leaving, setLeaving] = useState(false);

  const start = () => {
    // The checkout page speaks the app's language.
    checkout.mutate(toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE, {
      onSuccess: (url) => {
        setLeaving(true);
        window.location.assign(url);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setAlreadyPremium(true);
          // The token still says free: a fresh one turns the badge green.
          void refreshSession(queryClient).catch(() => undefined);
          return;
        }
        showToast({ message: t('billing.paymentError'), severity: 'error', durationMs: ERROR_TOAST_MS });
      },
    });
  };

  if (alreadyPremium) return <Alert tone="info">{t('billing.alreadyPremium')}</Alert>;
  const busy = checkout.isPending || leaving;
  return (
    <div className={styles.become}>
      <Button
        size="large"
        onClick={start}
        disabled={disabled}
        loading={busy}
        icon={<Award size={20} aria-hidden="true" />}
      >
        {busy ? t('billing.premium.redirecting') : t('billing.premium.becomeMember')}
      </Button>
    </div>
  );
}

function MembershipNote({ status }: { status: Exclude<MembershipStatus, 'free'> }) {
  const { t } = useTranslation();
  if (status === 'premium') {
    return (
      <Alert
        tone="success"
        action={
          <ButtonLink to={paths.plan} variant="text" tone="inherit" size="small">
            {t('billing.plan.manage')}
          </ButtonLink>
        }
      >
        {t('billing.premium.youAreMember')}
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      {status === 'admin'
        ? t('billing.premium.adminNote')
        : // The paywall puts the educator plans first for an educator: the note points up to them.
          t('billing.premium.educatorNote', { section: t('billing.educator.title') })}
    </Alert>
  );
}

type PremiumPlanProps = {
  priceSek: number;
  loading: boolean;
  status: MembershipStatus;
  /** While a payment is being activated the button waits, so nobody pays twice. */
  checkoutDisabled: boolean;
};

/** SPEC §9: the individual plan, what it gives (SPEC §6), and the way to it that fits the user's status. */
export function PremiumPlan({ priceSek, loading, status, checkoutDisabled }: PremiumPlanProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.plan}>
      <div className={styles.price}>
        <p className={styles.amount} data-testid="premium-price">
          {loading ? <Skeleton width={110} /> : money(priceSek, 'SEK')}
        </p>
        <Text tone="secondary">{t('billing.premium.perMonth')}</Text>
      </div>
      <ul className={styles.benefits} aria-label={t('billing.premium.benefitsLabel')}>
        {BENEFIT_KEYS.map((key) => (
          <li key={key} className={styles.benefit}>
            {key === 'billing.premium.benefits.explanations' ? (
              <Sparkles size={24} aria-hidden="true" />
            ) : (
              <CircleCheck size={24} aria-hidden="true" />
            )}
            {t(key)}
          </li>
        ))}
      </ul>
      {status === 'free' ? <BecomeMember disabled={checkoutDisabled} /> : <MembershipNote status={status} />}
    </div>
  );
}
