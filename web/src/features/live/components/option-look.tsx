// How each option looks in a live game, on the projector and on the phones alike: a colour, a shape and its letter,
// so a player who cannot tell the colours apart still finds "the triangle, A". The colours keep white text readable
// (WCAG AA), in light and dark mode.

import type { CSSProperties } from 'react';
import { MathText } from '@/components/ui/math-text';
import styles from './option-look.module.css';

type Shape = 'triangle' | 'diamond' | 'circle' | 'square' | 'pentagon' | 'hexagon';

const LOOKS: readonly { colour: string; shape: Shape }[] = [
  { colour: '#c62828', shape: 'triangle' },
  { colour: '#1565c0', shape: 'diamond' },
  { colour: '#8d5a00', shape: 'circle' },
  { colour: '#2e7d32', shape: 'square' },
  { colour: '#6a1b9a', shape: 'pentagon' },
  { colour: '#00695c', shape: 'hexagon' },
];

/** The look of the option at `index` (0-based); more options than looks take them round again. */
export function optionLook(index: number): { colour: string; shape: Shape } {
  return LOOKS[index % LOOKS.length] ?? { colour: '#c62828', shape: 'triangle' };
}

/** The option's colour as the `--option-colour` its face, mark and bar read. */
export function optionColourStyle(index: number): CSSProperties {
  return { '--option-colour': optionLook(index).colour } as CSSProperties;
}

const PATHS: Record<Shape, string> = {
  triangle: 'M12 3 L22 21 L2 21 Z',
  diamond: 'M12 2 L22 12 L12 22 L2 12 Z',
  circle: 'M12 2 A10 10 0 1 1 11.99 2 Z',
  square: 'M3 3 H21 V21 H3 Z',
  pentagon: 'M12 2 L22 9.5 L18 21 L6 21 L2 9.5 Z',
  hexagon: 'M7 3 H17 L22 12 L17 21 H7 L2 12 Z',
};

/** The option's shape in the text's colour; decorative (the letter beside it says the same). */
export function OptionShape({ index, size = 28 }: { index: number; size?: number }) {
  const { shape } = optionLook(index);
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.shape} width={size} height={size}>
      <path d={PATHS[shape]} />
    </svg>
  );
}

/**
 * The option's shape and letter, white on its colour, as on its face: where the option is listed on the page's own
 * background (the reveal's bars), so the shape stays as visible in dark mode as in light.
 */
export function OptionMark({ index, label }: { index: number; label: string }) {
  return (
    <span className={styles.mark} style={optionColourStyle(index)}>
      <OptionShape index={index} size={22} />
      {label}
    </span>
  );
}

type OptionFaceProps = {
  index: number;
  label: string;
  /** The option's text; players' phones show only letter and shape when the text is on the projector. */
  text?: string;
  /** The projector's big type, or the phone's. */
  big?: boolean;
};

/**
 * An option's coloured face: shape, letter and text, white on the option's colour. On a narrow tile (two to a row
 * on a phone) the text goes under the shape and letter, so it has the tile's whole width and a word breaks only
 * where it must, hyphenated in the option's language (the `lang` around it) where the browser knows how.
 */
export function OptionFace({ index, label, text, big = false }: OptionFaceProps) {
  return (
    <span className={styles.face} data-big={big || undefined} style={optionColourStyle(index)}>
      <span className={styles.content}>
        <span className={styles.head}>
          <OptionShape index={index} size={big ? 40 : 32} />
          <span className={styles.label}>{label}</span>
        </span>
        {text && (
          <span className={styles.text}>
            <MathText text={text} />
          </span>
        )}
      </span>
    </span>
  );
}
