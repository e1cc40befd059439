import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MembershipStatus } from '@/lib/token-claims';

// SPEC §6: educator in red, premium in green, free in blue; the admin colour is ours.
const badgeStyle: Record<MembershipStatus, { background: string; icon: ReactElement }> = {
  admin: { background: '#6a1b9a', icon: <AdminPanelSettingsOutlined /> },
  educator: { background: '#c62828', icon: <SchoolOutlined /> },
  premium: { background: '#2e7d32', icon: <WorkspacePremiumOutlined /> },
  free: { background: '#1565c0', icon: <ArrowForwardRounded /> },
};

const labelKey = {
  admin: 'profile.status.admin',
  educator: 'profile.status.educator',
  premium: 'profile.status.premium',
  free: 'profile.status.free',
} as const satisfies Record<MembershipStatus, string>;

/** The user's membership at a glance; the free badge is the way to the paywall. */
export function StatusBadge({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation();
  const { background, icon } = badgeStyle[status];
  const sx = {
    bgcolor: background,
    color: '#fff',
    fontWeight: 700,
    '& .MuiChip-icon': { color: 'inherit' },
    '&:hover, &:focus-visible': { bgcolor: background, filter: 'brightness(1.12)' },
  };
  if (status === 'free') {
    return (
      <Chip
        component={RouterLink}
        to={paths.paywall}
        clickable
        data-status={status}
        label={t(labelKey.free)}
        title={t('profile.status.upgradeHint')}
        icon={icon}
        sx={{ ...sx, flexDirection: 'row-reverse', '& .MuiChip-icon': { color: 'inherit', ml: -0.5, mr: 1 } }}
      />
    );
  }
  return <Chip data-status={status} label={t(labelKey[status])} icon={icon} sx={sx} />;
}
