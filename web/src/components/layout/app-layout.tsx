import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { lazy, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMountedOnceOpen } from '@/lib/use-mounted-once-open';
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
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${mainContentId}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('header.skipToContent')}
      </Link>
      <Header menuId={menuId} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      {menuMounted && (
        <Suspense fallback={null}>
          <SideMenu id={menuId} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <Container
        component="main"
        id={mainContentId}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 5 }, outline: 'none' }}
      >
        {children}
      </Container>
    </Box>
  );
}
