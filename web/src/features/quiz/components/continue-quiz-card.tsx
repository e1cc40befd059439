import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CurrentSession } from '@quizdrill/contracts/types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { quizPath } from '@/config/paths';
import { useCurrentSessions } from '@/features/quiz/api/get-current-sessions';
import { rememberCurrentSession } from '@/features/quiz/api/quiz-session';
import { useUser } from '@/lib/auth';
import { accountIdOf } from '@/lib/token-claims';

/** How many unfinished quizzes the welcome screen offers; the newest first. */
const MAX_SHOWN = 3;

function SessionRow({ session, onContinue }: { session: CurrentSession; onContinue: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const answered = Math.max(0, session.position - 1);
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05),
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0, textAlign: 'left' }}>
        <Typography id={titleId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {session.courseDisplayName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('quiz.continue.position', { position: session.position, total: session.total })}
          {session.stats.total > 0 &&
            ` · ${t('quiz.continue.score', { score: session.stats.score, total: session.stats.total })}`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={session.total > 0 ? (answered / session.total) * 100 : 0}
          aria-hidden
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Button
        variant="contained"
        startIcon={<PlayCircleOutlineRounded />}
        onClick={onContinue}
        aria-label={t('quiz.continue.actionFor', { course: session.courseDisplayName })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('quiz.continue.action')}
      </Button>
    </Box>
  );
}

/**
 * "Continue previous quiz" on the welcome screen: the user's unfinished quizzes, each resumed where it stopped.
 * Shown only once they have loaded; while loading, or when the call fails, the welcome screen simply goes without.
 */
export function ContinueQuizCard() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const sessions = useCurrentSessions();
  const headingId = useId();
  if (!sessions.isSuccess || !Array.isArray(sessions.data) || sessions.data.length === 0) return null;

  const resume = (session: CurrentSession) => {
    rememberCurrentSession(session, accountIdOf(user));
    void navigate(quizPath(session.courseName));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {t('quiz.continue.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sessions.data.slice(0, MAX_SHOWN).map((session) => (
          <SessionRow key={session.sessionId} session={session} onContinue={() => resume(session)} />
        ))}
      </Stack>
    </Box>
  );
}
