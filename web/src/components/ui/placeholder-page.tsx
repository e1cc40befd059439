import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import type { Texts } from '@/lib/i18n';

export type PlaceholderPageName = keyof Texts['pages'];

/** A screen whose backend is not built yet: its title, what it will do, and an honest "coming soon". */
export function PlaceholderPage({ page }: { page: PlaceholderPageName }) {
  const { t } = useTranslation();
  return (
    <ContentLayout title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)}>
      <Alert severity="info" icon={<ConstructionOutlined fontSize="inherit" />} variant="outlined">
        <AlertTitle>{t('common.comingSoon')}</AlertTitle>
        {t('common.comingSoonText')}
      </Alert>
    </ContentLayout>
  );
}
