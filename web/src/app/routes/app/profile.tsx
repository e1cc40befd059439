import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { ButtonLink } from '@/components/ui/button';
import { Stack } from '@/components/ui/layout';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { AiUsageTable } from '@/features/ai/components/ai-usage-table';
import { AiModelSelect } from '@/features/profile/components/ai-model-select';
import { Erasures } from '@/features/profile/components/erasures';
import { DeleteAccount, MyDataDownload } from '@/features/profile/components/my-data';
import { Preferences } from '@/features/profile/components/preferences';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { StatusBadge } from '@/features/profile/components/status-badge';
import { VersionInfo } from '@/features/profile/components/version-info';
import { RetentionSetting } from '@/features/quiz/components/retention-setting';
import { useMeQuery, useUser } from '@/lib/auth';
import { isAdmin, membershipStatus } from '@/lib/token-claims';

/** The account form needs the full profile; when /users/me did not answer, say so and offer another try. */
function Account() {
  const { t } = useTranslation();
  const user = useUser();
  const me = useMeQuery();
  if (me.isError) {
    return <QueryLoadError query={me} message={t('profile.loadFailed')} />;
  }
  return <ProfileForm user={user} />;
}

export function ProfileRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const status = membershipStatus(user);
  return (
    <ContentLayout title={t('profile.title')}>
      <ContentSection title={t('profile.account')} action={<StatusBadge status={status} />}>
        <Account />
      </ContentSection>
      {/* Educators and admins pay no plan of their own (SPEC §6); everyone else can see theirs and cancel it. */}
      {(status === 'premium' || status === 'free') && (
        <ContentSection title={t('billing.plan.title')} description={t('billing.plan.profileHint')}>
          <ButtonLink to={paths.plan} variant="outline">
            {t('billing.plan.manage')}
            <ArrowRight size={20} aria-hidden="true" />
          </ButtonLink>
        </ContentSection>
      )}
      <ContentSection title={t('profile.preferences')}>
        <Stack gap={2}>
          <Preferences />
          <RetentionSetting />
          {isAdmin(user) && <AiModelSelect />}
        </Stack>
      </ContentSection>
      {isAdmin(user) && (
        <ContentSection title={t('ai.usage.title')} description={t('ai.usage.description')}>
          <AiUsageTable />
        </ContentSection>
      )}
      <ContentSection title={t('myData.title')} description={t('myData.description')}>
        <MyDataDownload />
      </ContentSection>
      <ContentSection title={t('myData.deleteTitle')}>
        <DeleteAccount />
      </ContentSection>
      {isAdmin(user) && (
        <ContentSection title={t('myData.adminTitle')}>
          <Erasures />
        </ContentSection>
      )}
      <ContentSection title={t('profile.about')}>
        <VersionInfo />
      </ContentSection>
    </ContentLayout>
  );
}
