import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useId } from 'react';

type ContentSectionProps = {
  title: string;
  description?: string;
  /** Shown at the end of the heading row (a badge, a button). */
  action?: ReactNode;
  /** Given when the page moves the focus to the section (it appeared, or its content changed). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One titled card of a page inside ContentLayout. */
export function ContentSection({ title, description, action, headingRef, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}>
        <Box>
          <Typography
            ref={headingRef}
            id={headingId}
            tabIndex={headingRef ? -1 : undefined}
            variant="h3"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
