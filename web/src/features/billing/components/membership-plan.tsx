import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MembershipSubscription } from '@quizdrill/contracts/types';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useChangeSubscription, useMembership } from '@/features/billing/api/membership';
import { formatStripeMoney } from '@/features/billing/utils/stripe-money';
import { refreshSession } from '@/lib/auth';

const KNOWN_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete'] as const;

function useDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'long' });
  return (iso) => format.format(new Date(iso));
}

/** One labelled fact of the plan, as a term and its description. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { xs: 0, sm: 2 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function StatusChip({ subscription }: { subscription: MembershipSubscription }) {
  const { t } = useTranslation();
  const known = KNOWN_STATUSES.find((status) => status === subscription.status);
  return (
    <Chip
      size="small"
      color={subscription.premium ? 'success' : 'default'}
      label={known ? t(`billing.plan.statuses.${known}`) : subscription.status}
    />
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
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {subscription.canCancel && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          disabled={change.isPending}
        >
          {t('billing.plan.cancel')}
        </Button>
      )}
      {subscription.canResume && (
        <Button variant="contained" onClick={() => run('resume')} disabled={change.isPending}>
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
    </Stack>
  );
}

function SubscriptionDetails({ subscription }: { subscription: MembershipSubscription }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDate();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const price = subscription.price;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p">
          {t('billing.plan.premium')}
        </Typography>
        <StatusChip subscription={subscription} />
        {subscription.simulated && (
          <Chip size="small" variant="outlined" label={t('billing.plan.simulated')} />
        )}
      </Stack>
      {subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd && (
        <Alert severity="info">
          {t('billing.plan.cancelsAtPeriodEnd', { until: formatDate(subscription.currentPeriodEnd) })}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
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
      </Box>
      <PlanActions subscription={subscription} />
    </Stack>
  );
}

/** The member's plan: what it costs, when it is charged next or ends, and cancelling or resuming it (issue 41). */
export function MembershipPlan() {
  const { t } = useTranslation();
  const membership = useMembership();
  if (membership.isPending) {
    return <Skeleton variant="rounded" height={180} role="status" aria-label={t('common.loading')} />;
  }
  if (membership.isError) {
    return (
      <LoadError
        message={t('billing.plan.loadFailed')}
        onRetry={() => void membership.refetch()}
        retrying={membership.isFetching}
      />
    );
  }
  const { subscription } = membership.data;
  if (!subscription) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('billing.plan.none', { price: membership.data.plan.priceSek })}</Typography>
        <Button
          component={RouterLink}
          to={paths.paywall}
          variant="contained"
          endIcon={<ArrowForwardRounded />}
        >
          {t('billing.plan.toPaywall')}
        </Button>
      </Stack>
    );
  }
  return <SubscriptionDetails subscription={subscription} />;
}
