import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useDocumentTitle } from '@/lib/use-document-title';

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
  useDocumentTitle(`${title} · ${t('app.name')}`);
  const brandSx = { fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.01em', color: 'primary.main' };
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 3 }, py: 1 }}
      >
        {homeHref ? (
          <Link
            component={RouterLink}
            to={homeHref}
            underline="none"
            aria-label={t('app.homeLink')}
            sx={brandSx}
          >
            {t('app.name')}
          </Link>
        ) : (
          <Box component="span" sx={brandSx}>
            {t('app.name')}
          </Box>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>{aside}</Box>
        <LanguageToggle />
        <ThemeToggle />
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: wide ? 1600 : 640,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          pb: 4,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
