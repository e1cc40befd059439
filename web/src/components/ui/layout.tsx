// Layout primitives: a vertical Stack, a wrapping row (Cluster) and a padded Box, spaced on the tokens' 8 px grid.
// Spacing and alignment are props, so screens need no style of their own for the common arrangements.
import type { CSSProperties, ElementType, ReactNode } from 'react';
import styles from './layout.module.css';

/** A step of the spacing scale in tokens.css: `half` is 4 px, 1 is 8 px … 6 is 48 px. */
export type Space = 0 | 'half' | 1 | 2 | 3 | 4 | 5 | 6;
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

const space = (step: Space | undefined) =>
  step === undefined ? undefined : step === 0 ? '0' : `var(--space-${step})`;

type CommonProps = {
  children?: ReactNode;
  /** The element rendered: `div` unless a list, a form or a landmark says more. */
  as?: ElementType;
  className?: string;
  id?: string;
};

type FlowProps = CommonProps & { gap?: Space; align?: Align; justify?: Justify };

function flowStyle({ gap, align, justify }: FlowProps): CSSProperties {
  return {
    '--layout-gap': space(gap),
    '--layout-align': align && (align === 'start' || align === 'end' ? `flex-${align}` : align),
    '--layout-justify':
      justify &&
      (justify === 'between' ? 'space-between' : justify === 'center' ? 'center' : `flex-${justify}`),
  } as CSSProperties;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Children one under another, `gap` apart (2 = 16 px by default). */
export function Stack({ as: Element = 'div', className, children, id, ...flow }: FlowProps) {
  return (
    <Element id={id} className={classes(styles.stack, className)} style={flowStyle({ gap: 2, ...flow })}>
      {children}
    </Element>
  );
}

/** Children side by side, wrapping onto the next line when the row is full (buttons, chips, toolbars). */
export function Cluster({ as: Element = 'div', className, children, id, ...flow }: FlowProps) {
  return (
    <Element
      id={id}
      className={classes(styles.cluster, className)}
      style={flowStyle({ gap: 1, align: 'center', ...flow })}
    >
      {children}
    </Element>
  );
}

type BoxProps = CommonProps & {
  padding?: Space;
  paddingBlock?: Space;
  paddingInline?: Space;
  /** The widest it grows, centred when narrower than its parent: a form or a reading column. */
  maxWidth?: 'form' | 'text' | 'page';
};

/** A block with padding and an optional centred maximum width. */
export function Box({
  as: Element = 'div',
  className,
  children,
  id,
  padding,
  paddingBlock,
  paddingInline,
  maxWidth,
}: BoxProps) {
  const style = {
    padding: space(padding),
    paddingBlock: space(paddingBlock),
    paddingInline: space(paddingInline),
  };
  return (
    <Element id={id} className={classes(styles.box, className)} data-max-width={maxWidth} style={style}>
      {children}
    </Element>
  );
}
