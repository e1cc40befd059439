import type { ErasureRecord } from '@quizdrill/contracts/types';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Stack } from '@/components/ui/layout';
import { List, ListItem } from '@/components/ui/list';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { Heading, Text } from '@/components/ui/text';
import { useEraseUser, useErasures } from '@/features/profile/api/my-data';
import styles from './erasures.module.css';

/** One erasure: when it was asked for, whether it is done, and each service's answer with what it must keep. */
function ErasureRow({ erasure }: { erasure: ErasureRecord }) {
  const { t, i18n } = useTranslation();
  const time = new Date(erasure.requestedAt).toLocaleString(i18n.resolvedLanguage);
  return (
    <ListItem
      primary={
        <span className={styles.when}>
          {time} · {erasure.completedAt ? t('myData.erasureDone') : t('myData.erasureWaiting')}
        </span>
      }
      secondary={erasure.services.map((service) => (
        <span key={service.service} className={styles.service}>
          {service.service}: {service.confirmedAt ? t('myData.confirmed') : t('myData.waiting')}
          {service.kept.map((kept) => ` · ${kept.what} (${kept.why})`).join('')}
        </span>
      ))}
    />
  );
}

/** The erasures asked for so far, newest first, read again every 2 s while one still waits for a service. */
function ErasureList() {
  const { t } = useTranslation();
  const erasures = useErasures();
  if (erasures.isPending) return <ListSkeleton rows={2} height={72} />;
  return (
    <>
      {erasures.isError && <QueryLoadError query={erasures} message={t('myData.erasuresLoadFailed')} />}
      {erasures.data?.length === 0 && <Text tone="secondary">{t('myData.noErasures')}</Text>}
      {erasures.data && erasures.data.length > 0 && (
        <List dividers aria-label={t('myData.erasures')}>
          {erasures.data.map((erasure) => (
            <ErasureRow key={erasure.id} erasure={erasure} />
          ))}
        </List>
      )}
    </>
  );
}

/** Admins erase a user by username and watch each erasure until every service has confirmed it. */
export function Erasures() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseUser();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() !== '') setConfirming(true);
  };
  return (
    <Stack gap={2}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormField
          name="username"
          label={t('myData.eraseUsername')}
          value={username}
          onChange={setUsername}
        />
        <Button type="submit" variant="outline" tone="danger" disabled={username.trim() === ''}>
          {t('myData.eraseUser')}
        </Button>
      </form>
      {erase.isError && (
        <Alert tone="error">{t('myData.deleteFailed', { message: erase.error.message })}</Alert>
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
      <Heading level={3}>{t('myData.erasures')}</Heading>
      <ErasureList />
    </Stack>
  );
}
