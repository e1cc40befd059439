import ArrowRight from 'lucide-react/icons/arrow-right';
import Award from 'lucide-react/icons/award';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import ShieldUser from 'lucide-react/icons/shield-user';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MembershipStatus } from '@/lib/token-claims';
import styles from './status-badge.module.css';

const icons: Record<MembershipStatus, ReactElement> = {
  admin: <ShieldUser size={18} aria-hidden="true" />,
  educator: <GraduationCap size={18} aria-hidden="true" />,
  premium: <Award size={18} aria-hidden="true" />,
  free: <ArrowRight size={18} aria-hidden="true" />,
};

const labelKey = {
  admin: 'profile.status.admin',
  educator: 'profile.status.educator',
  premium: 'profile.status.premium',
  free: 'profile.status.free',
} as const satisfies Record<MembershipStatus, string>;

/**
 * The user's membership at a glance, in SPEC §6's colours (status-badge.module.css); the free badge is the way to
 * the paywall, its arrow after the words.
 */
export function StatusBadge({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation();
  if (status === 'free') {
    return (
      <RouterLink
        to={paths.paywall}
        className={styles.badge}
        data-status={status}
        title={t('profile.status.upgradeHint')}
      >
        {t(labelKey.free)}
        {icons.free}
      </RouterLink>
    );
  }
  return (
    <span className={styles.badge} data-status={status}>
      {icons[status]}
      {t(labelKey[status])}
    </span>
  );
}
