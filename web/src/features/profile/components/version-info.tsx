import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBackendVersion, useFrontendVersion } from '@/features/profile/api/get-versions';

function VersionLine({
  label,
  query,
}: {
  label: (version: string) => string;
  query: UseQueryResult<string | null>;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton width={220} role="status" aria-label={t('common.loading')} />;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'ui-monospace, monospace' }}>
      {label(query.data ?? t('common.unknown'))}
    </Typography>
  );
}

/** "Backend version" and "Frontend version" lines (SPEC §2 profile). */
export function VersionInfo() {
  const { t } = useTranslation();
  const backend = useBackendVersion();
  const frontend = useFrontendVersion();
  return (
    <Stack spacing={0.5}>
      <VersionLine label={(version) => t('profile.backendVersion', { version })} query={backend} />
      <VersionLine label={(version) => t('profile.frontendVersion', { version })} query={frontend} />
    </Stack>
  );
}
