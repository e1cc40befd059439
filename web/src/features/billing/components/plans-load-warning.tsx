import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The billing service did not answer: the standard prices of SPEC §9 are shown, and it can be asked again. */
export function PlansLoadWarning({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshRounded />}
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
