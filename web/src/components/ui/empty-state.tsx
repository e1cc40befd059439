import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Nothing to list yet: an icon, a line saying so, what to do about it, and maybe a button that does it. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 4,
        px: 2,
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
        '& > svg': { fontSize: 40, mb: 1, color: 'action.active' },
      }}
    >
      {icon}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {title}
      </Typography>
      {children && <Typography variant="body2">{children}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
