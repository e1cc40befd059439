import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { usePremiumActivation } from '@/features/billing/api/activate-premium';

/**
 * Back from a successful checkout: activating (the token is refreshed until it says premium), then the success
 * message of SPEC §8; when the grant is slower than the page waits, a way to check again.
 */
export function PaymentActivation({ activation }: { activation: ReturnType<typeof usePremiumActivation> }) {
  const { t } = useTranslation();
  if (activation.isPending || (activation.isFetching && activation.data !== true)) {
    return (
      <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        {t('billing.activating')}
        <LinearProgress sx={{ mt: 1.5 }} aria-label={t('billing.activating')} />
      </Alert>
    );
  }
  if (activation.data === true) {
    return (
      <Alert severity="success" role="status" variant="filled">
        {t('billing.paymentSuccess')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshRounded />}
          onClick={() => void activation.refetch()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('billing.checkAgain')}
        </Button>
      }
    >
      <AlertTitle>{t('billing.activationSlowTitle')}</AlertTitle>
      {t('billing.activationSlow')}
    </Alert>
  );
}
