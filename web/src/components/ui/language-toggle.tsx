import { LANGUAGES } from '@quizdrill/contracts/rules';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, toLanguage } from '@/lib/i18n';
import { ToggleButtons } from './toggle-buttons';

const shortLabelKey = { sv: 'language.svShort', en: 'language.enShort' } as const;
const nameKey = { sv: 'language.sv', en: 'language.en' } as const;

type LanguageToggleProps = { placement?: 'bar' | 'surface'; size?: 'small' | 'medium' };

/** SE/EN buttons; the pressed one is the current language. */
export function LanguageToggle({ placement = 'surface', size = 'small' }: LanguageToggleProps) {
  const { t, i18n } = useTranslation();
  return (
    <ToggleButtons
      label={t('language.label')}
      placement={placement}
      size={size}
      value={toLanguage(i18n.resolvedLanguage) ?? null}
      onChange={chooseLanguage}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: t(shortLabelKey[language]),
        title: t(nameKey[language]),
        lang: language,
      }))}
    />
  );
}
