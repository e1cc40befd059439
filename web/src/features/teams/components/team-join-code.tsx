import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { displayJoinCode } from '@quizdrill/contracts/rules/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QrCode } from '@/components/ui/qr-code';
import { useToast } from '@/components/ui/toast';
import { type TeamJoinCode, useRotateJoinCode, useSetJoinCodeEnabled } from '@/features/teams/api/join-code';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('teams.joinCodeLabel')}
        </Typography>
        <Typography
          component="p"
          data-testid="team-join-code"
          sx={{
            fontSize: '2.25rem',
            fontWeight: 800,
            letterSpacing: '0.08em',
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
            color: joinCode.enabled ? 'text.primary' : 'text.secondary',
            textDecoration: joinCode.enabled ? 'none' : 'line-through',
          }}
        >
          {shown}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {joinCode.url}
        </Typography>
        {!joinCode.enabled && <Alert severity="warning">{t('teams.joinCodeOff')}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyRounded />}
            onClick={() => void copyLink(joinCode.url)}
          >
            {t('teams.copyJoinLink')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AutorenewRounded />}
            onClick={() => setConfirmingRotate(true)}
            disabled={rotate.isPending}
          >
            {t('teams.rotateJoinCode')}
          </Button>
          <FormControlLabel
            control={
              <Switch
                checked={joinCode.enabled}
                disabled={setEnabled.isPending}
                onChange={(event) => toggle(event.target.checked)}
              />
            }
            label={t('teams.joinCodeEnabled')}
          />
        </Box>
      </Box>
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
    </Box>
  );
}
