import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import type { Texts } from '@/lib/i18n';
import { Alert } from './alert';

export type PlaceholderPageName = keyof Texts['pages'];

/** A screen whose backend is not built yet: its title, what it will do, and an honest "coming soon". */
export function PlaceholderPage({ page }: { page: PlaceholderPageName }) {
  const { t } = useTranslation();
  return (
    <ContentLayout title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)}>
      <Alert tone="info" title={t('common.comingSoon')}>
        {t('common.comingSoonText')}
      </Alert>
    </ContentLayout>
  );
}
