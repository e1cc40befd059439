import Award from 'lucide-react/icons/award';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import styles from './premium-required.module.css';

/** SPEC §6: text to quiz and photo to quiz for a free user: what it takes, and the way there. */
export function PremiumRequired() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} padding={0}>
      <div className={styles.content}>
        <Award className={styles.mark} aria-hidden="true" />
        <h2 id={headingId} className={styles.title}>
          {t('ai.premiumRequired.title')}
        </h2>
        <p className={styles.text}>{t('ai.premiumRequired.text')}</p>
        <ButtonLink to={paths.paywall} size="large" icon={<Award size={20} aria-hidden="true" />}>
          {t('ai.premiumRequired.action')}
        </ButtonLink>
      </div>
    </Card>
  );
}
