import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useDocumentTitle } from '@/lib/use-document-title';

type AuthLayoutProps = {
  title: string;
  children: ReactNode;
  /** Room for a longer form (registration). */
  wide?: boolean;
};

/** Pages for logged-out users: the brand, a centred card, and language/theme controls in the corner. */
export function AuthLayout({ title, children, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: (theme) =>
          `radial-gradient(circle at 20% 0%, ${theme.palette.primary.main}22, transparent 55%), ${theme.palette.background.default}`,
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 2 }}
      >
        <LanguageToggle />
        <ThemeToggle />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Box sx={{ width: '100%', maxWidth: wide ? 520 : 420 }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Typography
              sx={{ fontWeight: 800, fontSize: '2rem', letterSpacing: '-0.02em', color: 'primary.main' }}
            >
              {t('app.name')}
            </Typography>
            <Typography color="text.secondary">{t('app.tagline')}</Typography>
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={3}>{children}</Stack>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
