import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import styles from './live-layout.module.css';

type LiveLayoutProps = {
  /** The document title. */
  title: string;
  /** Where the brand leads: the app for a signed-in user, nowhere (plain text) for a guest. */
  homeHref?: string;
  /** Beside the brand: the way back (the host's games) or the player's name. */
  aside?: ReactNode;
  /** The projector wants the whole width; a phone the middle column. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * The live game's screens (issue 17): no menu and no team gate, so a guest on a phone can play and a host's
 * projector shows the game alone; a slim bar with the brand and the language and theme controls.
 */
export function LiveLayout({ title, homeHref, aside, wide = false, children }: LiveLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        {homeHref ? (
          <RouterLink to={homeHref} aria-label={t('app.homeLink')} className={styles.brand}>
            {t('app.name')}
          </RouterLink>
        ) : (
          <span className={styles.brand}>{t('app.name')}</span>
        )}
        <div className={styles.aside}>{aside}</div>
        <LanguageToggle />
        <ThemeToggle />
      </header>
      <main className={styles.main} data-wide={wide || undefined}>
        {children}
      </main>
    </div>
  );
}
