import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { Stack } from '@/components/ui/layout';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import styles from './auth-layout.module.css';

type AuthLayoutProps = {
  title: string;
  children: ReactNode;
  /** Room for a longer form (registration). */
  wide?: boolean;
};

/** Pages for logged-out users: the brand, a centred card, and language/theme controls in the corner. */
export function AuthLayout({ title, children, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <header className={styles.controls}>
        <LanguageToggle />
        <ThemeToggle />
      </header>
      <main className={styles.main}>
        <div className={styles.column} data-wide={wide || undefined}>
          <div className={styles.brand}>
            <p className={styles.name}>{t('app.name')}</p>
            <p className={styles.tagline}>{t('app.tagline')}</p>
          </div>
          <div className={styles.card}>
            <Stack gap={3}>{children}</Stack>
          </div>
        </div>
      </main>
    </div>
  );
}
