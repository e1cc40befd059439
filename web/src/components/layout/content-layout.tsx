import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ContentLayoutProps = {
  title: string;
  description?: string;
  /** Above the title: the way back to the page this one belongs to. */
  back?: ReactNode;
  children?: ReactNode;
};

/** A page inside the app layout: document title, one h1 and the page's content. */
export function ContentLayout({ title, description, back, children }: ContentLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Box>
        {back}
        <Typography variant="h1" component="h1" gutterBottom={Boolean(description)}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body1" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
