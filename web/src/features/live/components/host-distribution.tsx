// How the class answered a short, numeric or matching question, on the host's reveal (issue 43): the answers given
// most with the right ones marked, right / partly right / wrong, or the share right per left item. Bars as the
// choice kinds' rows, so every reveal reads alike from the back row.
import type { LiveDistribution } from '@quizdrill/contracts/types';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { MathText } from '@/components/ui/math-text';
import styles from './host-reveal.module.css';

interface Row {
  key: string;
  text: string;
  count: number;
  /** Of `total`: the bar's length. */
  total: number;
  right?: boolean;
  /** Shown instead of the count (a share right). */
  figure?: string;
}

function Bars({ rows, lang }: { rows: readonly Row[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.options} aria-label={t('live.host.distribution')}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row} lang={lang} data-right={row.right || undefined}>
          <div className={styles.option}>
            <span className={styles.optionText}>
              <MathText text={row.text} />
            </span>
            {row.right && (
              <Badge tone="success" icon={<CircleCheck aria-hidden="true" />}>
                {t('live.host.correct')}
              </Badge>
            )}
            <span className={styles.votes}>{row.figure ?? t('live.host.votes', { count: row.count })}</span>
          </div>
          <div className={styles.track}>
            <div
              className={styles.bar}
              data-kind-bar=""
              style={{ width: `${row.total === 0 ? 0 : Math.round((row.count / row.total) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function HostDistribution({
  distribution,
  answered,
  lang,
}: {
  distribution: LiveDistribution;
  answered: number;
  lang: string;
}) {
  const { t } = useTranslation();
  switch (distribution.kind) {
    case 'short': {
      const rows: Row[] = distribution.answers.map((answer) => ({
        key: answer.text,
        text:
          answer.credit > 0 && answer.credit < 1
            ? `${answer.text} (${t('live.host.partly', { percent: Math.round(answer.credit * 100) })})`
            : answer.text,
        count: answer.count,
        total: answered,
        right: answer.credit >= 1,
      }));
      if (distribution.other > 0)
        rows.push({
          key: ' other',
          text: t('live.host.otherAnswers'),
          count: distribution.other,
          total: answered,
        });
      return <Bars rows={rows} lang={lang} />;
    }
    case 'numeric':
      return (
        <Bars
          lang={lang}
          rows={[
            {
              key: 'right',
              text: t('live.host.rightAnswers'),
              count: distribution.right,
              total: answered,
              right: true,
            },
            {
              key: 'partial',
              text: t('live.host.partlyRight'),
              count: distribution.partial,
              total: answered,
            },
            { key: 'wrong', text: t('live.host.wrongAnswers'), count: distribution.wrong, total: answered },
          ]}
        />
      );
    case 'matching':
      return (
        <Bars
          lang={lang}
          rows={distribution.items.map((item, index) => ({
            key: String(index),
            text: `${item.left} → ${item.right}`,
            count: item.correct,
            total: answered,
            right: true,
            figure: t('live.host.shareRight', {
              percent: answered === 0 ? 0 : Math.round((item.correct / answered) * 100),
            }),
          }))}
        />
      );
  }
}
