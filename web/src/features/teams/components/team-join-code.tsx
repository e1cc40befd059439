import { displayJoinCode } from '@quizdrill/contracts/rules/teams';
import Copy from 'lucide-react/icons/copy';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Cluster } from '@/components/ui/layout';
import { QrCode } from '@/components/ui/qr-code';
import { Text } from '@/components/ui/text';
import { useToast } from '@/components/ui/toast';
import { type TeamJoinCode, useRotateJoinCode, useSetJoinCodeEnabled } from '@/features/teams/api/join-code';
import styles from './team-join-code.module.css';

function useCopyLink() {
  const { t } = useTranslation();
  const showToast = useToast();
  return (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => showToast({ message: t('teams.joinLinkCopied') }),
      () => showToast({ message: t('teams.joinLinkCopyFailed'), severity: 'error' }),
    );
}

/**
 * A team's join code as its teacher hands it out (issue 41): the code to read out, the link and its QR code to show,
 * a new code when the old one went astray (asked first: the old link stops working), and a switch that stops joins.
 */
export function TeamJoinCodePanel({ teamId, joinCode }: { teamId: string; joinCode: TeamJoinCode }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const rotate = useRotateJoinCode(teamId);
  const setEnabled = useSetJoinCodeEnabled(teamId);
  const copyLink = useCopyLink();
  const [confirmingRotate, setConfirmingRotate] = useState(false);
  const shown = displayJoinCode(joinCode.code);

  const newCode = () =>
    rotate.mutate(undefined, {
      onSuccess: (code) =>
        showToast({ message: t('teams.joinCodeRotated', { code: displayJoinCode(code.code) }) }),
      onError: () => showToast({ message: t('teams.joinCodeChangeFailed'), severity: 'error' }),
      onSettled: () => setConfirmingRotate(false),
    });
  const toggle = (enabled: boolean) =>
    setEnabled.mutate(enabled, {
      onError: () => showToast({ message: t('teams.joinCodeChangeFailed'), severity: 'error' }),
    });

  return (
    <div className={styles.panel}>
      <div className={styles.details}>
        <Text size="small" tone="secondary">
          {t('teams.joinCodeLabel')}
        </Text>
        <p className={styles.code} data-testid="team-join-code" data-off={joinCode.enabled ? undefined : ''}>
          {shown}
        </p>
        <p className={styles.url}>{joinCode.url}</p>
        {!joinCode.enabled && <Alert tone="warning">{t('teams.joinCodeOff')}</Alert>}
        <Cluster gap={1}>
          <Button
            variant="outline"
            icon={<Copy size={20} aria-hidden="true" />}
            onClick={() => void copyLink(joinCode.url)}
          >
            {t('teams.copyJoinLink')}
          </Button>
          <Button
            variant="outline"
            icon={<RefreshCw size={20} aria-hidden="true" />}
            onClick={() => setConfirmingRotate(true)}
            disabled={rotate.isPending}
          >
            {t('teams.rotateJoinCode')}
          </Button>
          <Switch
            label={t('teams.joinCodeEnabled')}
            checked={joinCode.enabled}
            disabled={setEnabled.isPending}
            onChange={(event) => toggle(event.target.checked)}
          />
        </Cluster>
      </div>
      {joinCode.enabled && (
        <QrCode text={joinCode.url} size={180} label={t('teams.joinQr', { url: joinCode.url })} />
      )}
      <ConfirmDialog
        open={confirmingRotate}
        title={t('teams.rotateTitle')}
        text={t('teams.rotateQuestion', { code: shown })}
        confirmLabel={t('teams.rotateJoinCode')}
        pending={rotate.isPending}
        onConfirm={newCode}
        onClose={() => setConfirmingRotate(false)}
      />
    </div>
  );
}
