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

/** What a failed query is: its refetch asks it again, and while it is fetching the button waits. */
export type RetriableQuery = { refetch: () => unknown; isFetching: boolean };

/** LoadError for a query that failed: the button asks the query again. */
export function QueryLoadError({
  query,
  message,
  tone,
}: {
  query: RetriableQuery;
  message: string;
  tone?: 'error' | 'warning';
}) {
  return (
    <LoadError
      message={message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      tone={tone}
    />
  );
}
