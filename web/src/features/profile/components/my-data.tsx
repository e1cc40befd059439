import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/form-field';
import { Stack } from '@/components/ui/layout';
import { Link } from '@/components/ui/link';
import { Text } from '@/components/ui/text';
import { paths } from '@/config/paths';
import { downloadMyData, type ExportFormat, useDeleteMyAccount } from '@/features/profile/api/my-data';
import { isApiError } from '@/lib/api-client';
import styles from './my-data.module.css';

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
    <Stack gap={2}>
      <div className={styles.downloads}>
        {(['json', 'html'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => start(format)}
            disabled={pending !== null}
            loading={pending === format}
          >
            {format === 'json' ? t('myData.downloadJson') : t('myData.downloadHtml')}
          </Button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {pending && <Text tone="secondary">{t('myData.gathering')}</Text>}
      </div>
      {failure && <Alert tone="error">{t('myData.failed', { message: failure })}</Alert>}
      <Text>
        <Link to={paths.privacy}>{t('myData.readMore')}</Link>
      </Text>
    </Stack>
  );
}

/** Deleting one's own account: what goes is said first; the password again confirms it. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
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
    <Stack gap={2} align="start">
      <Text>{t('myData.deleteDescription')}</Text>
      <Button variant="outline" tone="danger" onClick={() => setOpen(true)}>
        {t('myData.deleteButton')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        alert
        busy={deletion.isPending}
        initialFocus={passwordInput}
        size="medium"
        title={t('myData.deleteConfirmTitle')}
        description={t('myData.deleteDescription')}
        actions={
          <>
            <Button variant="text" onClick={close} disabled={deletion.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              tone="danger"
              disabled={password === ''}
              loading={deletion.isPending}
            >
              {deletion.isPending ? t('myData.deleting') : t('myData.deleteConfirm')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap={2}>
            <PasswordField
              name="password"
              label={t('myData.deletePassword')}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              inputRef={passwordInput}
              required
              error={wrongPassword ? t('myData.wrongPassword') : undefined}
            />
            {deletion.isError && !wrongPassword && (
              <Alert tone="error">{t('myData.deleteFailed', { message: deletion.error.message })}</Alert>
            )}
          </Stack>
        </form>
      </Dialog>
    </Stack>
  );
}
