import type { MembershipSubscription } from '@quizdrill/contracts/types';
import { useQueryClient } from '@tanstack/react-query';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Cluster, Stack } from '@/components/ui/layout';
import { QueryLoadError } from '@/components/ui/load-error';
import { LoadingSkeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useChangeSubscription, useMembership } from '@/features/billing/api/membership';
import { formatStripeMoney } from '@/features/billing/utils/stripe-money';
import { refreshSession } from '@/lib/auth';
import styles from './membership-plan.module.css';

const KNOWN_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete'] as const;

function useDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'long' });
  return (iso) => format.format(new Date(iso));
}

/** One labelled fact of the plan, as a term and its description. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StatusBadge({ subscription }: { subscription: MembershipSubscription }) {
  const { t } = useTranslation();
  const known = KNOWN_STATUSES.find((status) => status === subscription.status);
  return (
    <Badge size="small" tone={subscription.premium ? 'success' : 'neutral'}>
      {known ? t(`billing.plan.statuses.${known}`) : subscription.status}
    </Badge>
  );
}

/** Cancel with one confirmation (as easy as subscribing) or resume with one click; the role follows at once. */
function PlanActions({ subscription }: { subscription: MembershipSubscription }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const formatDate = useDate();
  const change = useChangeSubscription();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const until = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '';

  const run = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: () => {
        showToast({
          message: t(action === 'cancel' ? 'billing.plan.canceled' : 'billing.plan.resumed', { until }),
        });
        // Premium itself changes only at the period's end; the token is read again so nothing lags behind.
        void refreshSession(queryClient).catch(() => undefined);
      },
      onError: () => showToast({ message: t('billing.plan.changeFailed'), severity: 'error' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Cluster gap={1}>
      {subscription.canCancel && (
        <Button
          variant="outline"
          tone="danger"
          onClick={() => setConfirming(true)}
          disabled={change.isPending}
        >
          {t('billing.plan.cancel')}
        </Button>
      )}
      {subscription.canResume && (
        <Button onClick={() => run('resume')} disabled={change.isPending}>
          {t('billing.plan.resume')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('billing.plan.cancelTitle')}
        text={until ? t('billing.plan.cancelQuestion', { until }) : t('billing.plan.cancelQuestionNoDate')}
        confirmLabel={t('billing.plan.cancelConfirm')}
        pending={change.isPending}
        onConfirm={() => run('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Cluster>
  );
}

function SubscriptionDetails({ subscription }: { subscription: MembershipSubscription }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDate();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const price = subscription.price;
  return (
    <div className={styles.details}>
      <Cluster gap={1}>
        <p className={styles.plan}>{t('billing.plan.premium')}</p>
        <StatusBadge subscription={subscription} />
        {subscription.simulated && (
          <Badge size="small" variant="outline">
            {t('billing.plan.simulated')}
          </Badge>
        )}
      </Cluster>
      {subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd && (
        <Alert tone="info">
          {t('billing.plan.cancelsAtPeriodEnd', { until: formatDate(subscription.currentPeriodEnd) })}
        </Alert>
      )}
      <dl className={styles.facts}>
        {price && (
          <Fact term={t('billing.plan.price')}>
            {t(`billing.plan.perInterval.${price.interval === 'year' ? 'year' : 'month'}`, {
              price: formatStripeMoney(price, language),
            })}
          </Fact>
        )}
        {subscription.nextChargeAt && (
          <Fact term={t('billing.plan.nextCharge')}>{formatDate(subscription.nextChargeAt)}</Fact>
        )}
        {subscription.currentPeriodEnd && (
          <Fact term={t('billing.plan.paidUntil')}>{formatDate(subscription.currentPeriodEnd)}</Fact>
        )}
      </dl>
      <PlanActions subscription={subscription} />
    </div>
  );
}

/** The member's plan: what it costs, when it is charged next or ends, and cancelling or resuming it (issue 41). */
export function MembershipPlan() {
  const { t } = useTranslation();
  const membership = useMembership();
  if (membership.isPending) {
    return <LoadingSkeleton shape="block" height={180} />;
  }
  if (membership.isError) {
    return <QueryLoadError query={membership} message={t('billing.plan.loadFailed')} />;
  }
  const { subscription } = membership.data;
  if (!subscription) {
    return (
      <Stack gap={2} align="start">
        <Text>{t('billing.plan.none', { price: membership.data.plan.priceSek })}</Text>
        <ButtonLink to={paths.paywall}>
          {t('billing.plan.toPaywall')}
          <ArrowRight size={20} aria-hidden="true" />
        </ButtonLink>
      </Stack>
    );
  }
  return <SubscriptionDetails subscription={subscription} />;
}
