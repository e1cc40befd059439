import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { PremiumRequired } from '@/features/ai/components/premium-required';
import { TextToQuiz } from '@/features/ai/components/text-to-quiz';
import { handedOverText } from '@/features/ai/utils/text-handover';
import { useUser } from '@/lib/auth';
import { canUseAi } from '@/lib/token-claims';

/** texttoquiz (SPEC §2): questions generated from a text, for premium members, educators and admins (canUseAi). */
export function TextToQuizRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const location = useLocation();
  return (
    <ContentLayout title={t('pages.textToQuiz.title')} description={t('pages.textToQuiz.description')}>
      {canUseAi(user) ? <TextToQuiz initialText={handedOverText(location.state)} /> : <PremiumRequired />}
    </ContentLayout>
  );
}
