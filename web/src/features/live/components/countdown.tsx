import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { type LiveScreenState, secondsLeft } from '@/features/live/utils/live-state';
import { useNow } from './use-now';

/** The open question's seconds left, as a ring and a number; nothing when the teacher reveals it. */
export function Countdown({
  state,
  size = 96,
}: {
  state: Pick<LiveScreenState, 'closesAt' | 'question'>;
  size?: number;
}) {
  const { t } = useTranslation();
  const now = useNow(state.closesAt !== null);
  const left = secondsLeft(state, now);
  const total = state.question?.seconds ?? null;
  if (left === null || total === null) return null;
  return (
    <Box
      role="timer"
      aria-label={t('live.host.secondsLeft', { seconds: left })}
      // Its size, always: beside a question that wraps on a phone it neither shrinks nor pushes past the edge.
      sx={{
        position: 'relative',
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        flexShrink: 0,
      }}
    >
      <CircularProgress
        variant="determinate"
        value={Math.min(100, (left / total) * 100)}
        size={size}
        thickness={4}
        color={left <= 5 ? 'error' : 'primary'}
        aria-hidden
        sx={{ position: 'absolute', inset: 0 }}
      />
      <Box component="span" aria-hidden sx={{ fontWeight: 800, fontSize: size * 0.38 }}>
        {left}
      </Box>
    </Box>
  );
}
