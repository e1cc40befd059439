// What the progress page's two charts share: the width they draw at, their legend and their value axes.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import styles from './chart.module.css';

export type ChartTone = 'primary' | 'error' | 'success' | 'warning' | 'neutral';

/**
 * The width of the element the chart draws in, followed as the window changes: the drawing is in pixels, so its
 * text keeps its size on a phone. Null until measured.
 */
export function useChartWidth(): [RefObject<HTMLDivElement | null>, number | null] {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [frame, width];
}

/** A series' look in the legend: its line, and its mark when it has one. */
function Swatch({ tone, mark }: { tone: ChartTone; mark?: 'circle' | 'square' }) {
  return (
    <svg
      className={styles.swatch}
      width="20"
      height="12"
      viewBox="0 0 20 12"
      aria-hidden="true"
      data-tone={tone}
    >
      {mark === undefined ? (
        <rect className={styles.area} x="0" y="4" width="20" height="4" />
      ) : (
        <line className={styles.line} x1="0" y1="6" x2="20" y2="6" />
      )}
      {mark === 'circle' && <circle className={styles.mark} cx="10" cy="6" r="3" />}
      {mark === 'square' && <rect className={styles.mark} x="7" y="3" width="6" height="6" />}
    </svg>
  );
}

export type LegendEntry = { key: string; label: string; tone: ChartTone; mark?: 'circle' | 'square' };

/** The series' names above the drawing, so a phone keeps its width for the lines. */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.key} className={styles.legendItem}>
          <Swatch tone={entry.tone} mark={entry.mark} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A vertical axis of values at `x`: its line from `top` to `bottom`, and each tick's label outside the drawing, on
 * the axis's side.
 */
export function ValueAxis({
  side,
  x,
  top,
  bottom,
  ticks,
  y,
  label = String,
}: {
  side: 'left' | 'right';
  x: number;
  top: number;
  bottom: number;
  ticks: readonly number[];
  y: (value: number) => number;
  label?: (tick: number) => string;
}) {
  return (
    <g data-axis={side}>
      <line className={styles.axis} x1={x} x2={x} y1={top} y2={bottom} />
      {ticks.map((tick) => (
        <text
          key={tick}
          className={styles.tick}
          x={side === 'left' ? x - 6 : x + 6}
          y={y(tick)}
          textAnchor={side === 'left' ? 'end' : undefined}
          dominantBaseline="middle"
        >
          {label(tick)}
        </text>
      ))}
    </g>
  );
}
