import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from './route-error.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Replaces a page that failed to load or render: "An error occurred", the reason and a reload button. On a phone the
 * button gets a line of its own below the reason, rather than a narrow column beside it.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div className={styles.page}>
      <Alert
        tone="error"
        title={t('errorPage.title')}
        action={
          <Button
            variant="text"
            tone="inherit"
            size="small"
            icon={<RefreshCw size={18} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            {t('errorPage.reload')}
          </Button>
        }
      >
        {describe(error)}
      </Alert>
    </div>
  );
}
