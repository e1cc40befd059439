import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { SqlConsole } from '@/features/sql-console/components/sql-console';
import { useUser } from '@/lib/auth';
import { isAdmin } from '@/lib/token-claims';

/** The SQL console is for admins only (SPEC §6); others see the permission text. */
export function SqlRoute() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <ContentLayout
      title={t('pages.sql.title')}
      description={isAdmin(user) ? t('pages.sql.description') : undefined}
    >
      {isAdmin(user) ? <SqlConsole /> : <Alert tone="warning">{t('permission.denied')}</Alert>}
    </ContentLayout>
  );
}
