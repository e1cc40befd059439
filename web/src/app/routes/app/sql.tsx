import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../../components/layout/content-layout';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { useUser } from '../../../lib/auth';
import { isAdmin } from '../../../lib/token-claims';

/** The SQL console is for admins only (SPEC §6); others see the permission text. */
export function SqlRoute() {
  const { t } = useTranslation();
  const user = useUser();
  if (!isAdmin(user)) {
    return (
      <ContentLayout title={t('pages.sql.title')}>
        <Alert severity="warning">{t('permission.denied')}</Alert>
      </ContentLayout>
    );
  }
  return <PlaceholderPage page="sql" />;
}
