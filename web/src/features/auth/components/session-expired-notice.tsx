import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

export function SessionExpiredNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="status">
      {t('auth.sessionExpired')}
    </Alert>
  );
}
