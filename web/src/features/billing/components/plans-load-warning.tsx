import { useTranslation } from 'react-i18next';
import { QueryLoadError, type RetriableQuery } from '@/components/ui/load-error';

/** The billing service did not answer: the standard prices of SPEC §9 are shown, and it can be asked again. */
export function PlansLoadWarning({ query }: { query: RetriableQuery }) {
  const { t } = useTranslation();
  return <QueryLoadError tone="warning" query={query} message={t('billing.plansLoadFailed')} />;
}
