import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Replaces a page that failed to load or render: "An error occurred", the reason and a reload button. On a phone the
 * button gets a line of its own below the reason, rather than a narrow column beside it.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2 }}>
      <Alert
        severity="error"
        sx={{
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' },
          '& .MuiAlert-action': {
            flexBasis: { xs: '100%', sm: 'auto' },
            justifyContent: 'flex-end',
            ml: { xs: 0, sm: 'auto' },
            pl: { xs: 0, sm: 2 },
          },
        }}
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshRounded />}
            onClick={() => window.location.reload()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('errorPage.reload')}
          </Button>
        }
      >
        <AlertTitle>{t('errorPage.title')}</AlertTitle>
        {describe(error)}
      </Alert>
    </Box>
  );
}
