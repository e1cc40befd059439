import ArrowRight from 'lucide-react/icons/arrow-right';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { ButtonLink } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ERROR_TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { usePremiumActivation } from '@/features/billing/api/activate-premium';
import { usePlans } from '@/features/billing/api/get-plans';
import { EducatorPlans } from '@/features/billing/components/educator-plans';
import { PaymentActivation } from '@/features/billing/components/payment-return';
import { PlansLoadWarning } from '@/features/billing/components/plans-load-warning';
import { PremiumPlan } from '@/features/billing/components/premium-plan';
import {
  PAYMENT_PARAMETER,
  paymentOutcomeOf,
  withoutPaymentOutcome,
} from '@/features/billing/utils/payment-outcome';
import { STANDARD_PLANS } from '@/features/billing/utils/plans';
import { StatusBadge } from '@/features/profile/components/status-badge';
import { useUser } from '@/lib/auth';
import { membershipStatus } from '@/lib/token-claims';
import styles from './paywall.module.css';

/**
 * paywall (SPEC §2): the individual premium plan and educator group pricing (SPEC §9). Checkout returns here with
 * ?payment=success|canceled (SPEC §4 Membership, §8 Payment), read once and then removed from the address.
 */
export function PaywallRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const status = membershipStatus(user);
  const showToast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome] = useState(() => paymentOutcomeOf(searchParams));
  const activation = usePremiumActivation(outcome === 'success');
  const plans = usePlans();
  const shownPlans = plans.data ?? STANDARD_PLANS;

  useEffect(() => {
    if (searchParams.has(PAYMENT_PARAMETER)) {
      setSearchParams(withoutPaymentOutcome(searchParams), { replace: true });
    }
  }, [searchParams, setSearchParams]);

  // SPEC §8: the paymentError toast, once per return (not again when the language changes).
  const canceledToastShown = useRef(false);
  useEffect(() => {
    if (outcome !== 'canceled' || canceledToastShown.current) return;
    canceledToastShown.current = true;
    showToast({ message: t('billing.paymentCanceled'), severity: 'warning', durationMs: ERROR_TOAST_MS });
  }, [outcome, showToast, t]);

  const premiumSection = (
    <ContentSection
      key="premium"
      title={t('billing.premium.title')}
      description={t('billing.premium.description')}
    >
      <PremiumPlan
        priceSek={shownPlans.individual.priceSek}
        loading={plans.isPending}
        status={status}
        checkoutDisabled={outcome === 'success' && activation.data !== true}
      />
    </ContentSection>
  );
  const educatorSection = (
    <ContentSection
      key="educator"
      title={t('billing.educator.title')}
      description={t('billing.educator.description')}
    >
      <EducatorPlans plans={shownPlans} loading={plans.isPending} />
      <div className={styles.contact}>
        <ButtonLink to={paths.educatorContact} variant={status === 'educator' ? 'solid' : 'outline'}>
          {t('billing.educator.contactLink')}
          <ArrowRight size={20} aria-hidden="true" />
        </ButtonLink>
      </div>
    </ContentSection>
  );

  return (
    <ContentLayout
      title={t('pages.paywall.title')}
      description={t('pages.paywall.description')}
      action={<StatusBadge status={status} />}
    >
      {outcome === 'success' && <PaymentActivation activation={activation} />}
      {plans.isError && <PlansLoadWarning query={plans} />}
      {/* An educator came for the group prices (SPEC §6: no upgrade button), so those come first. */}
      {status === 'educator' ? [educatorSection, premiumSection] : [premiumSection, educatorSection]}
    </ContentLayout>
  );
}
