import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

export function SessionExpiredNotice() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" urgent={false}>
      {t('auth.sessionExpired')}
    </Alert>
  );
}
