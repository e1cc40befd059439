import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

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
      tone="error"
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
      {message}
    </Alert>
  );
}
