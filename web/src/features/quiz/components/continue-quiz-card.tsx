import type { CurrentSession } from '@quizdrill/contracts/types';
import CirclePlay from 'lucide-react/icons/circle-play';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { quizPath } from '@/config/paths';
import { useCurrentSessions } from '@/features/quiz/api/get-current-sessions';
import { rememberCurrentSession } from '@/features/quiz/api/quiz-session';
import { useUser } from '@/lib/auth';
import { accountIdOf } from '@/lib/token-claims';
import styles from './continue-quiz-card.module.css';

/** How many unfinished quizzes the welcome screen offers; the newest first. */
const MAX_SHOWN = 3;

function SessionRow({ session, onContinue }: { session: CurrentSession; onContinue: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const answered = Math.max(0, session.position - 1);
  const percent = session.total > 0 ? (answered / session.total) * 100 : 0;
  return (
    <li aria-labelledby={titleId} className={styles.row}>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {session.courseDisplayName}
        </p>
        <p className={styles.detail}>
          {t('quiz.continue.position', { position: session.position, total: session.total })}
          {session.stats.total > 0 &&
            ` · ${t('quiz.continue.score', { score: session.stats.score, total: session.stats.total })}`}
        </p>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <span className={styles.action}>
        <Button
          icon={<CirclePlay size={20} aria-hidden="true" />}
          onClick={onContinue}
          aria-label={t('quiz.continue.actionFor', { course: session.courseDisplayName })}
        >
          {t('quiz.continue.action')}
        </Button>
      </span>
    </li>
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
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('quiz.continue.title')}
      </h2>
      <ul className={styles.list}>
        {sessions.data.slice(0, MAX_SHOWN).map((session) => (
          <SessionRow key={session.sessionId} session={session} onContinue={() => resume(session)} />
        ))}
      </ul>
    </section>
  );
}
