import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * The one-time sign-in code a teacher gives a pupil locked out of their account (issue 39), shown once, large
 * enough to read out or copy from the projector; the member and the code stay set while the dialog fades out.
 */
export function SignInCodeDialog({
  name,
  code,
  open,
  onClose,
}: {
  name: string;
  code: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="sign-in-code-text">
      <DialogTitle>{t('teams.signInCodeTitle', { name })}</DialogTitle>
      <DialogContent>
        <Box
          component="output"
          aria-label={t('teams.signInCodeLabel')}
          sx={{
            display: 'block',
            my: 1,
            fontFamily: 'monospace',
            fontSize: { xs: '2rem', sm: '2.5rem' },
            fontWeight: 700,
            letterSpacing: '0.12em',
            textAlign: 'center',
          }}
        >
          {code}
        </Box>
        <DialogContentText id="sign-in-code-text">{t('teams.signInCodeText', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
