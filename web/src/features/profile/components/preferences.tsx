import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useThemeMode } from '@/lib/theme';

function PreferenceRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography>{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>{children}</Box>
    </Box>
  );
}

/** Language and theme, the same controls as in the header. */
export function Preferences() {
  const { t } = useTranslation();
  const { mode } = useThemeMode();
  return (
    <Stack spacing={2}>
      <PreferenceRow label={t('language.label')}>
        <LanguageToggle size="medium" />
      </PreferenceRow>
      <PreferenceRow label={t('theme.label')}>
        <Typography variant="body2" color="text.secondary">
          {mode === 'dark' ? t('theme.dark') : t('theme.light')}
        </Typography>
        <ThemeToggle />
      </PreferenceRow>
    </Stack>
  );
}
