import type { ReviewHistoryDay } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { integerTicks, pointX, valueY } from '@/features/quiz/utils/chart-scale';
import { ChartLegend, type ChartTone, useChartWidth, ValueAxis } from './chart';
import styles from './chart.module.css';

/** The drawing's height under the legend. */
const HEIGHT = 228;
const AXIS_WIDTH = 32;
const TOP = 8;
/** Under the plot: the dates. */
const BOTTOM = 24;
const END_SPACE = 16;
/** A tick a week: 30 dates side by side do not fit a phone. Counted back from today, so today is always labelled. */
const TICK_EVERY_DAYS = 7;

/** Bottom to top: what is mastered is the ground the rest stands on. */
const BANDS: { key: 'mastered' | 'learning' | 'new'; tone: ChartTone }[] = [
  { key: 'mastered', tone: 'success' },
  { key: 'learning', tone: 'warning' },
  { key: 'new', tone: 'neutral' },
];

/** The days the list for screen readers names: the first, and each on which something changed. */
function changedDays(days: ReviewHistoryDay[]): ReviewHistoryDay[] {
  return days.filter((day, index) => {
    const before = days[index - 1];
    return (
      !before ||
      before.mastered !== day.mastered ||
      before.learning !== day.learning ||
      before.new !== day.new
    );
  });
}

/**
 * The course's questions at the end of each day, stacked: mastered at the bottom, learning, then new on top, so the
 * stack's height is the course and the green band's growth is what the student has learnt. Screen readers skip the
 * drawing and hear, instead, a list of the days on which the counts changed; the sentence under it says where the
 * student stands today.
 */
export function MasteryChart({ days }: { days: ReviewHistoryDay[] }) {
  const { t, i18n } = useTranslation();
  const [frame, width] = useChartWidth();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The dates are the user's own days: read them as such, whatever zone the browser formats in.
  const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const last = days.length - 1;
  const today = days[last];
  const most = Math.max(1, ...days.map((day) => day.mastered + day.learning + day.new));
  const ticks = integerTicks(most);
  const left = AXIS_WIDTH;
  const right = (width ?? 0) - END_SPACE;
  const bottom = HEIGHT - BOTTOM;
  const x = (index: number) => pointX(index, days.length, left, right);
  const y = (value: number) => valueY(value, most, TOP, bottom);
  // Each band's upper edge, day by day: the sum of its own count and those under it.
  const edges = BANDS.map((_band, level) =>
    days.map((day) => BANDS.slice(0, level + 1).reduce((sum, band) => sum + day[band.key], 0)),
  );
  const line = (values: number[]) =>
    values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`).join(' ');
  const area = (upper: number[], lower: number[] | undefined) =>
    `${line(upper)} ${[...days.keys()]
      .reverse()
      .map((index) => `L${x(index)},${y(lower?.[index] ?? 0)}`)
      .join(' ')} Z`;
  return (
    <div className={styles.chart}>
      <ChartLegend
        entries={BANDS.map((band) => ({
          key: band.key,
          label: t(`memory.mastery.${band.key}`),
          tone: band.tone,
        }))}
      />
      <div ref={frame} style={{ height: HEIGHT }} aria-hidden="true">
        {width !== null && width > AXIS_WIDTH + END_SPACE && (
          // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from screen readers; the list beside it says the same.
          <svg className={styles.svg} width={width} height={HEIGHT}>
            {ticks.map((tick) => (
              <line key={tick} className={styles.grid} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
            ))}
            {BANDS.map((band, level) => {
              const upper = edges[level] ?? [];
              return (
                <g key={band.key} data-tone={band.tone} data-series={band.key}>
                  <path className={styles.area} d={area(upper, edges[level - 1])} />
                  <path className={styles.line} d={line(upper)} />
                </g>
              );
            })}
            <ValueAxis side="left" x={left} top={TOP} bottom={bottom} ticks={ticks} y={y} />
            <g data-axis="x">
              <line className={styles.axis} x1={left} x2={right} y1={bottom} y2={bottom} />
              {days.map((day, index) =>
                (last - index) % TICK_EVERY_DAYS === 0 ? (
                  <text
                    key={day.date}
                    className={styles.tick}
                    x={x(index)}
                    y={bottom + 16}
                    textAnchor={index === last && days.length > 1 ? 'end' : 'middle'}
                  >
                    {formatDay(day.date)}
                  </text>
                ) : null,
              )}
            </g>
          </svg>
        )}
      </div>
      {/* Said to screen readers instead of the drawing. */}
      <ul style={visuallyHidden} aria-label={t('progress.mastery.title')}>
        {changedDays(days).map((day) => (
          <li key={day.date}>{`${formatDay(day.date)}: ${t('memory.mastery.summary', day)}`}</li>
        ))}
      </ul>
      {today && <p className={styles.today}>{t('progress.mastery.today', today)}</p>}
    </div>
  );
}
