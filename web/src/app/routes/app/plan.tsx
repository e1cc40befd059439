import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { InvoiceList } from '@/features/billing/components/invoice-list';
import { MembershipPlan } from '@/features/billing/components/membership-plan';

/** A member's plan (issue 41), reached from the profile and the paywall: the plan, cancelling it, its invoices. */
export function PlanRoute() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      title={t('billing.plan.title')}
      description={t('billing.plan.description')}
      back={<BackLink to={paths.profile} label={t('profile.title')} />}
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
