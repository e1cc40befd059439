import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLayout } from '../../../components/layout/content-layout';
import { ContentSection } from '../../../components/layout/content-section';
import { paths } from '../../../config/paths';
import { InvoiceList } from '../../../features/billing/components/invoice-list';
import { MembershipPlan } from '../../../features/billing/components/membership-plan';

/** A member's plan (issue 41), reached from the profile and the paywall: the plan, cancelling it, its invoices. */
export function PlanRoute() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      title={t('billing.plan.title')}
      description={t('billing.plan.description')}
      back={
        <Button
          component={RouterLink}
          to={paths.profile}
          startIcon={<ArrowBackRounded />}
          sx={{ ml: -1, mb: 1 }}
        >
          {t('profile.title')}
        </Button>
      }
    >
      <ContentSection title={t('billing.plan.yourPlan')}>
        <MembershipPlan />
      </ContentSection>
      <ContentSection title={t('billing.invoices.title')}>
        <InvoiceList />
      </ContentSection>
    </ContentLayout>
  );
}
