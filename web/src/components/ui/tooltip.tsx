// A hint shown on hover and keyboard focus over Base UI's Tooltip (placement, delays, Escape); looks from
// tooltip.module.css. Base UI's tooltip is for the eye only, so the hint is also the trigger's description, read by
// screen readers with its name (as MUI's `describeChild` did).
import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import { type ReactElement, useId } from 'react';
import styles from './tooltip.module.css';

type TooltipProps = {
  /** The hint, a few words that add to the control's name (its name itself is the control's own label). */
  title: string;
  /** One element that takes a ref and props (a Button, an IconButton). */
  children: ReactElement<Record<string, unknown>>;
  /** The side of the control it shows on; below unless said. */
  side?: 'top' | 'bottom' | 'left' | 'right';
};

/** Shows `title` beside its child on hover and focus, and gives it to screen readers as the child's description. */
export function Tooltip({ title, children, side = 'bottom' }: TooltipProps) {
  const descriptionId = useId();
  return (
    <BaseTooltip.Root>
      <BaseTooltip.Trigger render={children} delay={100} aria-describedby={descriptionId} />
      <span id={descriptionId} hidden>
        {title}
      </span>
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner className={styles.positioner} side={side} sideOffset={8}>
          <BaseTooltip.Popup className={styles.popup}>{title}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
