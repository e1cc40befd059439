import type { SessionProgress } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { integerTicks, pointX, valueY } from '@/features/quiz/utils/chart-scale';
import { ChartLegend, useChartWidth, ValueAxis } from './chart';
import styles from './chart.module.css';

/** The drawing's height under the legend. */
const HEIGHT = 264;
/** Wide enough for "100 %" (or a three-digit score) at the ticks' size, so no tick label is shortened. */
const AXIS_WIDTH = 52;
const TOP = 8;
/** Under the plot: the session numbers, and the axis' name under them. */
const BOTTOM = 48;
const RATE_TICKS = [0, 20, 40, 60, 80, 100];

const path = (points: [number, number][]) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join(' ');

/**
 * Score (left axis, 0 to the most questions a session answered) and error rate (right axis, 0–100 %) of each
 * session, oldest first. Both axes have fixed ends, so a single session scored 0 sits at the bottom rather than in
 * the middle of an empty range. The legend names the axes, so a phone keeps its width for the lines. The table under
 * it in the page carries the same numbers for screen readers, so the drawing itself is hidden from them, and holds
 * no tab stop.
 */
export function ProgressChart({ sessions }: { sessions: SessionProgress[] }) {
  const { t } = useTranslation();
  const [frame, width] = useChartWidth();
  const mostAnswered = Math.max(1, ...sessions.map((session) => session.answered));
  const scoreTicks = integerTicks(mostAnswered);
  const left = AXIS_WIDTH;
  const right = (width ?? 0) - AXIS_WIDTH;
  const bottom = HEIGHT - BOTTOM;
  const x = (index: number) => pointX(index, sessions.length, left, right);
  const scoreY = (value: number) => valueY(value, mostAnswered, TOP, bottom);
  const rateY = (value: number) => valueY(value, 100, TOP, bottom);
  const scores = sessions.map((session, index): [number, number] => [x(index), scoreY(session.score)]);
  const rates = sessions.map((session, index): [number, number] => [x(index), rateY(session.errorRate)]);
  return (
    <div className={styles.chart} aria-hidden="true">
      <ChartLegend
        entries={[
          { key: 'score', label: t('progress.chart.score'), tone: 'primary', mark: 'circle' },
          { key: 'errorRate', label: t('progress.chart.errorRate'), tone: 'error', mark: 'square' },
        ]}
      />
      <div ref={frame} style={{ height: HEIGHT }}>
        {width !== null && width > 2 * AXIS_WIDTH && (
          // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from screen readers; the sessions table says the same.
          <svg className={styles.svg} width={width} height={HEIGHT}>
            {scoreTicks.map((tick) => (
              <line
                key={tick}
                className={styles.grid}
                x1={left}
                x2={right}
                y1={scoreY(tick)}
                y2={scoreY(tick)}
              />
            ))}
            <ValueAxis side="left" x={left} top={TOP} bottom={bottom} ticks={scoreTicks} y={scoreY} />
            <ValueAxis
              side="right"
              x={right}
              top={TOP}
              bottom={bottom}
              ticks={RATE_TICKS}
              y={rateY}
              label={(tick) => `${tick} %`}
            />
            <g data-axis="x">
              <line className={styles.axis} x1={left} x2={right} y1={bottom} y2={bottom} />
              {sessions.map((session, index) => (
                <text
                  key={session.sessionId}
                  className={styles.tick}
                  x={x(index)}
                  y={bottom + 16}
                  textAnchor="middle"
                >
                  {index + 1}
                </text>
              ))}
              <text className={styles.axisLabel} x={(left + right) / 2} y={HEIGHT - 6} textAnchor="middle">
                {t('progress.chart.sessionAxis')}
              </text>
            </g>
            <g data-tone="primary">
              <path className={styles.line} data-line="score" d={path(scores)} />
              {scores.map(([cx, cy], index) => (
                <circle
                  key={sessions[index]?.sessionId}
                  className={styles.mark}
                  data-series="score"
                  cx={cx}
                  cy={cy}
                  r={4}
                />
              ))}
            </g>
            <g data-tone="error">
              <path className={styles.line} data-line="errorRate" d={path(rates)} />
              {rates.map(([cx, cy], index) => (
                <rect
                  key={sessions[index]?.sessionId}
                  className={styles.mark}
                  data-series="errorRate"
                  x={cx - 4}
                  y={cy - 4}
                  width={8}
                  height={8}
                />
              ))}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}
