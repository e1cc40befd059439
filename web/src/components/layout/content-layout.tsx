import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

type ContentLayoutProps = {
  title: string;
  description?: string;
  /** Above the title: the way back to the page this one belongs to. */
  back?: ReactNode;
  /** Beside the title (below it on a phone): the page's main action, e.g. "create course". */
  action?: ReactNode;
  children?: ReactNode;
};

/** A page inside the app layout: document title, one h1 and the page's content. */
export function ContentLayout({ title, description, back, action, children }: ContentLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        {back}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 1.5,
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
            <Typography
              variant="h1"
              component="h1"
              gutterBottom={Boolean(description)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {description && (
              <Typography variant="body1" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
          {/* At most the page's width: several actions wrap on a phone instead of widening the page. */}
          {action && <Box sx={{ flexShrink: 0, maxWidth: '100%' }}>{action}</Box>}
        </Box>
      </Box>
      {children}
    </Box>
  );
}
