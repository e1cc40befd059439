import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { canManageContent, membershipStatus } from '@/lib/token-claims';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The `/` index of SPEC §2: greeting by first name, the quizzes to continue when there are any, and the ways onwards
 * (issue 3: premium may create; "become member" for free users only). `pending`: the cards are not known yet, and a
 * placeholder holds their place and the buttons'.
 */
export function WelcomePanel({
  continueQuiz,
  pending = false,
}: {
  continueQuiz?: ReactNode;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.name'));
  const user = useUser();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('welcome.greeting', { name: user.firstName ?? user.username })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('welcome.intro')}
      </Typography>
      {pending ? (
        <ListSkeleton rows={1} height={42} />
      ) : (
        <>
          {continueQuiz}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
            <Button
              component={RouterLink}
              to={paths.courses}
              variant="contained"
              size="large"
              startIcon={<PlayArrowRounded />}
            >
              {t('welcome.startQuiz')}
            </Button>
            <Button
              component={RouterLink}
              to={canManageContent(user) ? paths.questionCreate : paths.paywall}
              variant="outlined"
              size="large"
              startIcon={<AddCircleOutline />}
            >
              {t('welcome.createQuiz')}
            </Button>
            {/* Only a free user has something to become: educators have no upgrade button (SPEC §6), nor do members. */}
            {membershipStatus(user) === 'free' && (
              <Button
                component={RouterLink}
                to={paths.paywall}
                variant="outlined"
                color="secondary"
                size="large"
                startIcon={<WorkspacePremiumOutlined />}
              >
                {t('welcome.becomeMember')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Paper>
  );
}
