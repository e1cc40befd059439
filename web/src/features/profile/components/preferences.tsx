import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { Cluster, Stack } from '@/components/ui/layout';
import { Text } from '@/components/ui/text';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useThemeMode } from '@/lib/theme-mode';

function PreferenceRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Cluster gap={2} justify="between">
      <Text>{label}</Text>
      <Cluster gap={1}>{children}</Cluster>
    </Cluster>
  );
}

/** Language and theme, the same controls as in the header. */
export function Preferences() {
  const { t } = useTranslation();
  const { mode } = useThemeMode();
  return (
    <Stack gap={2}>
      <PreferenceRow label={t('language.label')}>
        <LanguageToggle size="medium" />
      </PreferenceRow>
      <PreferenceRow label={t('theme.label')}>
        <Text size="small" tone="secondary">
          {mode === 'dark' ? t('theme.dark') : t('theme.light')}
        </Text>
        <ThemeToggle />
      </PreferenceRow>
    </Stack>
  );
}
