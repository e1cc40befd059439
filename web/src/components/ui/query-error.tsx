import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { Alert } from './alert';
import { QueryLoadError, type RetriableQuery } from './load-error';

type QueryErrorProps = {
  /** The query that failed: its error, and asking it again. */
  query: RetriableQuery & { error: Error };
  /** What to say when the thing asked for does not exist (404). */
  notFound: string;
  /** What to say for any other failure, with a way to ask again. */
  failed: string;
};

/** Why something a page needs is missing: not the user's (403), not there (404), or a failure worth retrying. */
export function QueryError({ query, notFound, failed }: QueryErrorProps) {
  const { t } = useTranslation();
  const status = isApiError(query.error) ? query.error.status : 0;
  if (status === 403) return <Alert tone="warning">{t('permission.denied')}</Alert>;
  if (status === 404) return <Alert tone="warning">{notFound}</Alert>;
  return <QueryLoadError query={query} message={failed} />;
}
