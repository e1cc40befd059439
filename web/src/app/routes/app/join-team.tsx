import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { JoinTeam } from '@/features/teams/components/join-team';

/** `/join/<code>`, a team's join link and QR code (issue 41); a signed-out visitor comes here after signing in. */
export function JoinTeamRoute() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  return (
    <ContentLayout title={t('teams.join.title')}>
      <JoinTeam key={code} code={code} />
    </ContentLayout>
  );
}
