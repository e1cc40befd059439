import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@/lib/theme-mode';
import { IconButton } from './button';

/** One button that switches between light and dark; pressed means dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, setMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      tone="inherit"
      label={t('theme.darkMode')}
      aria-pressed={dark}
      icon={dark ? <Sun /> : <Moon />}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    />
  );
}
