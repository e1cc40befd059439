import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LANGUAGES } from '@quizdrill/contracts/rules';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, toLanguage } from '@/lib/i18n';

const shortLabelKey = { sv: 'language.svShort', en: 'language.enShort' } as const;
const nameKey = { sv: 'language.sv', en: 'language.en' } as const;

// On the coloured app bar the pressed button is a white chip; on a page surface the primary colour marks it.
const onAppBar: SxProps<Theme> = (theme) => ({
  '& .MuiToggleButton-root': {
    color: 'inherit',
    borderColor: 'rgba(255, 255, 255, 0.5)',
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
  },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    backgroundColor: theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.common.white,
    color: theme.palette.mode === 'dark' ? theme.palette.primary.contrastText : theme.palette.primary.main,
  },
});

type LanguageToggleProps = { placement?: 'appBar' | 'surface'; size?: 'small' | 'medium' };

/** SE/EN buttons; the pressed one is the current language. */
export function LanguageToggle({ placement = 'surface', size = 'small' }: LanguageToggleProps) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage) ?? null;
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      color="primary"
      value={current}
      onChange={(_event, language: unknown) => {
        const chosen = toLanguage(typeof language === 'string' ? language : null);
        if (chosen) chooseLanguage(chosen);
      }}
      aria-label={t('language.label')}
      sx={placement === 'appBar' ? onAppBar : undefined}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          title={t(nameKey[language])}
          sx={{ minWidth: 44, px: 1.25, py: size === 'small' ? 0.5 : 0.75, fontWeight: 700, lineHeight: 1.4 }}
        >
          {t(shortLabelKey[language])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
