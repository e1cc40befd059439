import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { useEraseUser, useErasures } from '@/features/profile/api/my-data';

/** Admins erase a user by username and watch each erasure until every service has confirmed it. */
export function Erasures() {
  const { t, i18n } = useTranslation();
  const [username, setUsername] = useState('');
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseUser();
  const erasures = useErasures();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() !== '') setConfirming(true);
  };
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.resolvedLanguage);
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <FormField
          name="username"
          label={t('myData.eraseUsername')}
          value={username}
          onChange={setUsername}
        />
        <Button type="submit" color="error" variant="outlined" disabled={username.trim() === ''}>
          {t('myData.eraseUser')}
        </Button>
      </Stack>
      {erase.isError && (
        <Alert severity="error" role="alert">
          {t('myData.deleteFailed', { message: erase.error.message })}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('myData.eraseConfirmTitle', { username: username.trim() })}
        text={t('myData.deleteDescription')}
        confirmLabel={t('myData.eraseUser')}
        pending={erase.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          erase.mutate(username.trim(), {
            onSettled: () => setConfirming(false),
            onSuccess: () => setUsername(''),
          })
        }
      />
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {t('myData.erasures')}
      </Typography>
      {erasures.data?.length === 0 && (
        <Typography color="text.secondary">{t('myData.noErasures')}</Typography>
      )}
      <List aria-label={t('myData.erasures')}>
        {erasures.data?.map((erasure) => (
          <ListItem key={erasure.id} divider sx={{ display: 'block' }} data-erasure={erasure.id}>
            <Typography sx={{ fontWeight: 600 }}>
              {time(erasure.requestedAt)} ·{' '}
              {erasure.completedAt ? t('myData.erasureDone') : t('myData.erasureWaiting')}
            </Typography>
            {erasure.services.map((service) => (
              <Typography key={service.service} variant="body2">
                {service.service}: {service.confirmedAt ? t('myData.confirmed') : t('myData.waiting')}
                {service.kept.map((kept) => ` · ${kept.what} (${kept.why})`).join('')}
              </Typography>
            ))}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
