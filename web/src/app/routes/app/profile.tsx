import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../../components/layout/content-layout';
import { AiModelSelect } from '../../../features/profile/components/ai-model-select';
import { Preferences } from '../../../features/profile/components/preferences';
import { VersionInfo } from '../../../features/profile/components/version-info';
import { useUser } from '../../../lib/auth';
import { isAdmin, roleLabelKey } from '../../../lib/token-claims';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ProfileRoute() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <ContentLayout title={t('profile.title')}>
      <Section title={t('profile.account')}>
        <Stack spacing={1.5}>
          <Typography>
            {t('profile.username')}: <strong>{user.username}</strong>
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography>{t('profile.role')}:</Typography>
            <Chip size="small" label={t(roleLabelKey[user.role])} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('profile.editComingSoon')}
          </Typography>
        </Stack>
      </Section>
      <Section title={t('profile.preferences')}>
        <Stack spacing={2}>
          <Preferences />
          {isAdmin(user) && <AiModelSelect />}
        </Stack>
      </Section>
      <Section title={t('profile.about')}>
        <VersionInfo />
      </Section>
    </ContentLayout>
  );
}
