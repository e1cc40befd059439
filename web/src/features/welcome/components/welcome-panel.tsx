import Award from 'lucide-react/icons/award';
import CirclePlus from 'lucide-react/icons/circle-plus';
import Play from 'lucide-react/icons/play';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { canManageContent, membershipStatus } from '@/lib/token-claims';
import styles from './welcome-panel.module.css';

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
  const user = useUser();
  return (
    <Card padding={0}>
      <title>{t('app.name')}</title>
      <div className={styles.panel}>
        <h1 className={styles.greeting}>
          {t('welcome.greeting', { name: user.firstName ?? user.username })}
        </h1>
        <p className={styles.intro}>{t('welcome.intro')}</p>
        {pending ? (
          <ListSkeleton rows={1} height={42} />
        ) : (
          <>
            {continueQuiz}
            <div className={styles.actions}>
              <ButtonLink to={paths.courses} size="large" icon={<Play size={20} aria-hidden="true" />}>
                {t('welcome.startQuiz')}
              </ButtonLink>
              <ButtonLink
                to={canManageContent(user) ? paths.questionCreate : paths.paywall}
                variant="outline"
                size="large"
                icon={<CirclePlus size={20} aria-hidden="true" />}
              >
                {t('welcome.createQuiz')}
              </ButtonLink>
              {/* Only a free user has something to become: educators have no upgrade button (SPEC §6), nor do members. */}
              {membershipStatus(user) === 'free' && (
                <span className={styles.secondary}>
                  <ButtonLink
                    to={paths.paywall}
                    variant="outline"
                    tone="inherit"
                    size="large"
                    icon={<Award size={20} aria-hidden="true" />}
                  >
                    {t('welcome.becomeMember')}
                  </ButtonLink>
                </span>
              )}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
