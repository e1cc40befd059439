import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Above a page's title: back to the page it belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackRounded />} sx={{ ml: -1, mb: 1 }}>
      {label}
    </Button>
  );
}
