import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigation } from 'react-router-dom';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';

type HeaderProps = { menuId: string; menuOpen: boolean; onOpenMenu: () => void };

export function Header({ menuId, menuOpen, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark={false}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('header.openMenu')}
          aria-controls={menuOpen ? menuId : undefined}
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home}
          color="inherit"
          underline="none"
          aria-label={t('app.homeLink')}
          sx={{ fontWeight: 800, fontSize: { xs: '1.15rem', sm: '1.3rem' }, letterSpacing: '-0.01em' }}
        >
          {t('app.name')}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageToggle placement="appBar" />
        <ThemeToggle />
      </Toolbar>
      {navigation.state === 'loading' && (
        <LinearProgress
          color="secondary"
          aria-label={t('common.loading')}
          sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 3 }}
        />
      )}
    </AppBar>
  );
}
