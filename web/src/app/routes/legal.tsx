// The privacy notice and the accessibility statement (issue 44): public pages, in both languages.
import { RETENTION_DEFAULTS } from '@quizdrill/contracts/rules/retention';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Cluster, Stack } from '@/components/ui/layout';
import { Link } from '@/components/ui/link';
import { Heading, Text } from '@/components/ui/text';
import { paths } from '@/config/paths';
import { useOptionalUser } from '@/lib/auth';

type Statement = 'privacy' | 'accessibility';
type Section = { heading: string; paragraphs: string[] };

function LegalPage({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const signedIn = useOptionalUser() !== null;
  // The privacy notice's times are the services' own defaults, from the one place both read them.
  const sections = t(`legal.${statement}.sections`, {
    returnObjects: true,
    ...RETENTION_DEFAULTS,
  }) as Section[];
  const other: Statement = statement === 'privacy' ? 'accessibility' : 'privacy';
  return (
    <AuthLayout title={t(`legal.${statement}.title`)} wide>
      <Heading level={1} size="h2">
        {t(`legal.${statement}.title`)}
      </Heading>
      <Text>{t(`legal.${statement}.intro`)}</Text>
      {sections.map((section) => (
        <Stack key={section.heading} as="section" gap={1}>
          <Heading level={2} size="h3">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
      <Text size="small" tone="secondary">
        {t('legal.updated')}
      </Text>
      <Cluster gap={2}>
        <Link to={signedIn ? paths.home : paths.login}>{t('legal.back')}</Link>
        <Link to={paths[other]}>{t(`menu.${other}`)}</Link>
      </Cluster>
    </AuthLayout>
  );
}

export function PrivacyRoute() {
  return <LegalPage statement="privacy" />;
}

export function AccessibilityRoute() {
  return <LegalPage statement="accessibility" />;
}
