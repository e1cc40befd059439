import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './header';
import { SideMenu } from './side-menu';

const mainContentId = 'main-content';

/**
 * The `/` layout of SPEC §2: header, side menu and the nested page. `teamRequired`: the user is in a team but has
 * chosen none, so the menu sends them to team selection first.
 */
export function AppLayout({ teamRequired }: { teamRequired: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
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
      <SideMenu id={menuId} open={menuOpen} onClose={closeMenu} teamRequired={teamRequired} />
      <Container
        component="main"
        id={mainContentId}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 5 }, outline: 'none' }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
