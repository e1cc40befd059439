import { lazy, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMountedOnceOpen } from '@/lib/use-mounted-once-open';
import styles from './app-layout.module.css';
import { Header } from './header';

const mainContentId = 'main-content';

// The menu (a drawer, its list and a dozen icons) is closed when a page first shows: it loads on first opening.
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** The `/` layout of SPEC §2: header, side menu and the nested page (`children`). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useMountedOnceOpen(menuOpen);
  const [menuPathname, setMenuPathname] = useState(pathname);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The menu closes on every route change, whatever caused it (menu link, back button, redirect).
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${mainContentId}`}>
        {t('header.skipToContent')}
      </a>
      <Header menuId={menuId} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      {menuMounted && (
        <Suspense fallback={null}>
          <SideMenu id={menuId} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main className={styles.main} id={mainContentId} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
