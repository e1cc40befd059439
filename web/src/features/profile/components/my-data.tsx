import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { downloadMyData, type ExportFormat, useDeleteMyAccount } from '@/features/profile/api/my-data';
import { isApiError } from '@/lib/api-client';

/** Downloads the export in either form; while auth gathers it from every service, says so. */
export function MyDataDownload() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = (format: ExportFormat) => {
    setPending(format);
    setFailure(null);
    downloadMyData(format)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPending(null));
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {(['json', 'html'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            onClick={() => start(format)}
            disabled={pending !== null}
            startIcon={
              pending === format ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {format === 'json' ? t('myData.downloadJson') : t('myData.downloadHtml')}
          </Button>
        ))}
      </Stack>
      <div role="status" aria-live="polite">
        {pending && <Typography color="text.secondary">{t('myData.gathering')}</Typography>}
      </div>
      {failure && (
        <Alert severity="error" role="alert">
          {t('myData.failed', { message: failure })}
        </Alert>
      )}
      <Link component={RouterLink} to={paths.privacy}>
        {t('myData.readMore')}
      </Link>
    </Stack>
  );
}

/** Deleting one's own account: what goes is said first; the password again confirms it. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const deletion = useDeleteMyAccount();
  const wrongPassword = isApiError(deletion.error) && deletion.error.status === 403;
  const close = () => {
    if (deletion.isPending) return;
    setOpen(false);
    setPassword('');
    deletion.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    deletion.mutate(password, { onSuccess: () => navigate(paths.login, { replace: true }) });
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('myData.deleteDescription')}</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('myData.deleteButton')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={textId}
        role="alertdialog"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('myData.deleteConfirmTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id={textId}>{t('myData.deleteDescription')}</DialogContentText>
              <PasswordField
                name="password"
                label={t('myData.deletePassword')}
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                autoFocus
                required
                error={wrongPassword ? t('myData.wrongPassword') : undefined}
              />
              {deletion.isError && !wrongPassword && (
                <Alert severity="error" role="alert">
                  {t('myData.deleteFailed', { message: deletion.error.message })}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={deletion.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={deletion.isPending || password === ''}
              startIcon={
                deletion.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
              }
            >
              {deletion.isPending ? t('myData.deleting') : t('myData.deleteConfirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
