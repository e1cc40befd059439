import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Something a page needs did not load: what, and a button to ask again. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
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
      {message}
    </Alert>
  );
}
