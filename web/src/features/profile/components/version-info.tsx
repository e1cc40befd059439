import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Stack } from '@/components/ui/layout';
import { LoadingSkeleton } from '@/components/ui/skeleton';
import { useBackendVersion, useFrontendVersion } from '@/features/profile/api/get-versions';
import styles from './version-info.module.css';

function VersionLine({
  label,
  query,
}: {
  label: (version: string) => string;
  query: UseQueryResult<string | null>;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return <LoadingSkeleton width={220} />;
  }
  return <p className={styles.version}>{label(query.data ?? t('common.unknown'))}</p>;
}

/** "Backend version" and "Frontend version" lines (SPEC §2 profile). */
export function VersionInfo() {
  const { t } = useTranslation();
  const backend = useBackendVersion();
  const frontend = useFrontendVersion();
  return (
    <Stack gap="half">
      <VersionLine label={(version) => t('profile.backendVersion', { version })} query={backend} />
      <VersionLine label={(version) => t('profile.frontendVersion', { version })} query={frontend} />
    </Stack>
  );
}
