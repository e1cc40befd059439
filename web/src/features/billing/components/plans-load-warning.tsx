import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';

/** The billing service did not answer: the standard prices of SPEC §9 are shown, and it can be asked again. */
export function PlansLoadWarning({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError tone="warning" message={t('billing.plansLoadFailed')} onRetry={onRetry} retrying={retrying} />
  );
}
