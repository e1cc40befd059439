import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The billing service did not answer: the standard prices of SPEC §9 are shown, and it can be asked again. */
export function PlansLoadWarning({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="warning"
      action={
        <Button
          variant="text"
          tone="inherit"
          size="small"
          icon={<RefreshCw size={18} aria-hidden="true" />}
          onClick={onRetry}
          disabled={retrying}
        >
          {t('common.retry')}
        </Button>
      }
    >
      {t('billing.plansLoadFailed')}
    </Alert>
  );
}
