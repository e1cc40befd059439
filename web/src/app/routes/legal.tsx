// The privacy notice and the accessibility statement (issue 44): public pages, in both languages.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RETENTION_DEFAULTS } from '@quizdrill/contracts/rules/retention';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
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
      <Typography variant="h2" component="h1">
        {t(`legal.${statement}.title`)}
      </Typography>
      <Typography>{t(`legal.${statement}.intro`)}</Typography>
      {sections.map((section) => (
        <Stack key={section.heading} component="section" spacing={1}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('legal.updated')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={signedIn ? paths.home : paths.login}>
          {t('legal.back')}
        </Link>
        <Link component={RouterLink} to={paths[other]}>
          {t(`menu.${other}`)}
        </Link>
      </Stack>
    </AuthLayout>
  );
}

export function PrivacyRoute() {
  return <LegalPage statement="privacy" />;
}

export function AccessibilityRoute() {
  return <LegalPage statement="accessibility" />;
}
