import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@/lib/theme';

/** One button that switches between light and dark; pressed means dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, setMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    // The browser's own tooltip, like the language buttons': MUI's Tooltip would bring Popper.js into the first
    // load of every page for this one hint.
    <IconButton
      color="inherit"
      aria-label={t('theme.darkMode')}
      title={t('theme.darkMode')}
      aria-pressed={dark}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
