// The host's reveal: the right answer marked, a bar per option with its votes, how many answered, the top 5, and on
// to the next question or the results.

import type { HostAction, LeaderboardEntry } from '@quizdrill/contracts/types';
import CircleCheck from 'lucide-react/icons/circle-check';
import SkipForward from 'lucide-react/icons/skip-forward';
import Trophy from 'lucide-react/icons/trophy';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/layout';
import { MathText } from '@/components/ui/math-text';
import { answerShare, isRightLabel, type LiveScreenState } from '@/features/live/utils/live-state';
import { HostDistribution } from './host-distribution';
import { QuestionHeading } from './host-question';
import styles from './host-reveal.module.css';
import { OptionMark, optionColourStyle } from './option-look';

function TopList({ top, title }: { top: readonly LeaderboardEntry[]; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.topList}>
      <Card>
        <h3 className={styles.topTitle}>{title}</h3>
        <ol className={styles.top}>
          {top.map((entry) => (
            <li key={entry.playerId} className={styles.entry}>
              <span className={styles.rank}>{entry.rank}.</span>
              <span className={styles.nickname}>{entry.nickname}</span>
              <span className={styles.number}>{t('live.host.points', { score: entry.score })}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

export function HostReveal({
  state,
  onAct,
  acting,
}: {
  state: LiveScreenState;
  onAct: (action: HostAction) => void;
  acting: boolean;
}) {
  const { t } = useTranslation();
  const { question, reveal } = state;
  if (!question || !reveal) return null;
  const last = question.index + 1 >= question.total;
  return (
    <Stack gap={3}>
      <QuestionHeading state={state} />
      <div className={styles.columns}>
        <div>
          {reveal.distribution ? (
            <HostDistribution
              distribution={reveal.distribution}
              answered={reveal.answered}
              lang={question.language}
            />
          ) : (
            <ul className={styles.options} aria-label={t('live.play.optionsLabel')}>
              {question.options.map((option, index) => {
                const right = isRightLabel(reveal, option.optionLabel);
                const count = reveal.counts[option.optionLabel] ?? 0;
                // Multiple choice: of those who answered (each may tick several); else of the votes.
                const share =
                  question.kind === 'multiple'
                    ? reveal.answered === 0
                      ? 0
                      : count / reveal.answered
                    : answerShare(reveal.counts, option.optionLabel);
                const feedback = reveal.optionFeedback?.[option.optionLabel];
                return (
                  <li
                    key={option.optionLabel}
                    className={styles.row}
                    lang={question.language}
                    data-right={right || undefined}
                  >
                    <div className={styles.option}>
                      <OptionMark index={index} label={option.optionLabel} />
                      <span className={styles.optionText}>
                        <MathText text={option.optionText} />
                      </span>
                      {right && (
                        <Badge tone="success" icon={<CircleCheck aria-hidden="true" />}>
                          {t('live.host.correct')}
                        </Badge>
                      )}
                      <span className={styles.votes}>{t('live.host.votes', { count })}</span>
                    </div>
                    {feedback && (
                      <p className={styles.feedback}>
                        <MathText text={feedback} />
                      </p>
                    )}
                    <div className={styles.track}>
                      <div
                        className={styles.bar}
                        style={{ ...optionColourStyle(index), width: `${Math.round(share * 100)}%` }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {reveal.explanation && (
            <p className={styles.explanation} lang={question.language}>
              <MathText text={reveal.explanation} />
            </p>
          )}
          <p className={styles.answered}>
            {t('live.host.answered', { answered: reveal.answered, players: reveal.players })}
          </p>
        </div>
        <TopList top={reveal.top} title={t('live.host.top')} />
      </div>
      <div className={styles.footer}>
        <Button
          size="large"
          icon={
            last ? (
              <Trophy size={22} aria-hidden="true" />
            ) : (
              <SkipForward size={22} fill="currentColor" aria-hidden="true" />
            )
          }
          disabled={acting}
          onClick={() => onAct('next')}
        >
          {last ? t('live.host.showResults') : t('live.host.next')}
        </Button>
      </div>
    </Stack>
  );
}
