import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { usePremiumActivation } from '@/features/billing/api/activate-premium';
import styles from './payment-return.module.css';

/**
 * Back from a successful checkout: activating (the token is refreshed until it says premium), then the success
 * message of SPEC §8; when the grant is slower than the page waits, a way to check again.
 */
export function PaymentActivation({ activation }: { activation: ReturnType<typeof usePremiumActivation> }) {
  const { t } = useTranslation();
  if (activation.isPending || (activation.isFetching && activation.data !== true)) {
    return (
      <Alert tone="info">
        <div className={styles.activating}>
          {t('billing.activating')}
          <Progress label={t('billing.activating')} />
        </div>
      </Alert>
    );
  }
  if (activation.data === true) {
    return (
      <Alert tone="success" filled>
        {t('billing.paymentSuccess')}
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      urgent={false}
      title={t('billing.activationSlowTitle')}
      action={
        <Button
          variant="text"
          tone="inherit"
          size="small"
          icon={<RefreshCw size={18} aria-hidden="true" />}
          onClick={() => void activation.refetch()}
        >
          {t('billing.checkAgain')}
        </Button>
      }
    >
      {t('billing.activationSlow')}
    </Alert>
  );
}
