import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { PhotoToQuiz } from '@/features/ai/components/photo-to-quiz';
import { PremiumRequired } from '@/features/ai/components/premium-required';
import { useUser } from '@/lib/auth';
import { canUseAi } from '@/lib/token-claims';

/** phototoquiz (SPEC §2): text read from a photo, for premium members, educators and admins (canUseAi). */
export function PhotoToQuizRoute() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <ContentLayout title={t('pages.photoToQuiz.title')} description={t('pages.photoToQuiz.description')}>
      {canUseAi(user) ? <PhotoToQuiz /> : <PremiumRequired />}
    </ContentLayout>
  );
}
