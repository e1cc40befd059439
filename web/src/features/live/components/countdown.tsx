import { useTranslation } from 'react-i18next';
import { type LiveScreenState, secondsLeft } from '@/features/live/utils/live-state';
import styles from './countdown.module.css';
import { useNow } from './use-now';

/** The ring's circle in a 44-unit box, its stroke 4 units wide: the same proportions at every size. */
const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

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
  const share = Math.min(1, left / total);
  return (
    // Its size, always: beside a question that wraps on a phone it neither shrinks nor pushes past the edge.
    <div
      role="timer"
      aria-label={t('live.host.secondsLeft', { seconds: left })}
      className={styles.countdown}
      data-ending={left <= 5 || undefined}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      <svg className={styles.ring} viewBox="0 0 44 44" aria-hidden="true">
        <circle
          cx="22"
          cy="22"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
      </svg>
      <span aria-hidden="true">{left}</span>
    </div>
  );
}
