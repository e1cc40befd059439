import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE } from '@quizdrill/contracts/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { ERROR_TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCreateCheckoutSession } from '@/features/billing/api/create-checkout-session';
import { isApiError } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';
import { toLanguage } from '@/lib/i18n';
import type { MembershipStatus } from '@/lib/token-claims';
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

  if (alreadyPremium) return <Alert severity="info">{t('billing.alreadyPremium')}</Alert>;
  const busy = checkout.isPending || leaving;
  return (
    <Button
      variant="contained"
      size="large"
      onClick={start}
      disabled={busy || disabled}
      startIcon={
        busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <WorkspacePremiumOutlined />
      }
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {busy ? t('billing.premium.redirecting') : t('billing.premium.becomeMember')}
    </Button>
  );
}

function MembershipNote({ status }: { status: Exclude<MembershipStatus, 'free'> }) {
  const { t } = useTranslation();
  if (status === 'premium') {
    return (
      <Alert
        severity="success"
        icon={<WorkspacePremiumOutlined />}
        action={
          <Button component={RouterLink} to={paths.plan} color="inherit" size="small">
            {t('billing.plan.manage')}
          </Button>
        }
      >
        {t('billing.premium.youAreMember')}
      </Alert>
    );
  }
  return (
    <Alert severity="info">
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
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="p" sx={{ fontWeight: 800 }} data-testid="premium-price">
          {loading ? <Skeleton width={110} /> : money(priceSek, 'SEK')}
        </Typography>
        <Typography color="text.secondary">{t('billing.premium.perMonth')}</Typography>
      </Box>
      <List dense disablePadding aria-label={t('billing.premium.benefitsLabel')}>
        {BENEFIT_KEYS.map((key) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36, color: 'success.main' }}>
              {key === 'billing.premium.benefits.explanations' ? (
                <AutoAwesomeOutlined />
              ) : (
                <CheckCircleRounded />
              )}
            </ListItemIcon>
            <ListItemText primary={t(key)} />
          </ListItem>
        ))}
      </List>
      {status === 'free' ? <BecomeMember disabled={checkoutDisabled} /> : <MembershipNote status={status} />}
    </Stack>
  );
}
