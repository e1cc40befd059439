// The toast itself: loaded with the first toast shown (toast.tsx), not with the first page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Toast } from './toast';

type ToastSnackbarProps = {
  toast: Toast;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
};

export function ToastSnackbar({ toast, open, onClose }: ToastSnackbarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.durationMs}
      onClose={onClose}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      // Below the phone's 56 px app bar.
      sx={phone ? { top: 64 } : undefined}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={toast.closeLabel ? undefined : onClose}
        action={
          toast.closeLabel && (
            <Button color="inherit" size="small" onClick={() => onClose()}>
              {toast.closeLabel}
            </Button>
          )
        }
        // A message may put the server's reason on a line of its own.
        sx={{ width: '100%', whiteSpace: 'pre-line' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
