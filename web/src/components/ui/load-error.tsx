import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

/**
 * Something a page needs did not load: what, and a button to ask again. A warning where the page still shows
 * something in its place (`tone`).
 */
export function LoadError({
  message,
  onRetry,
  retrying,
  tone = 'error',
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  tone?: 'error' | 'warning';
}) {
  const { t } = useTranslation();
  return (
    <Alert
      tone={tone}
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
