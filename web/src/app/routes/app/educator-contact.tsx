import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { usePlans } from '@/features/billing/api/get-plans';
import { EducatorContactForm } from '@/features/billing/components/educator-contact-form';
import { EducatorPlans } from '@/features/billing/components/educator-plans';
import { PlansLoadWarning } from '@/features/billing/components/plans-load-warning';
import { STANDARD_PLANS } from '@/features/billing/utils/plans';

/** educator-contact (SPEC §2): group pricing in SEK and USD (SPEC §9) and the request form; open to every user. */
export function EducatorContactRoute() {
  const { t } = useTranslation();
  const plans = usePlans();
  const shownPlans = plans.data ?? STANDARD_PLANS;
  return (
    <ContentLayout
      title={t('pages.educatorContact.title')}
      description={t('pages.educatorContact.description')}
      back={<BackLink to={paths.paywall} label={t('billing.backToPlans')} />}
    >
      {plans.isError && <PlansLoadWarning query={plans} />}
      <ContentSection title={t('billing.educator.title')} description={t('billing.educator.description')}>
        <EducatorPlans plans={shownPlans} loading={plans.isPending} />
      </ContentSection>
      <ContentSection title={t('billing.contact.title')} description={t('billing.contact.description')}>
        <EducatorContactForm plans={shownPlans} />
      </ContentSection>
    </ContentLayout>
  );
}
