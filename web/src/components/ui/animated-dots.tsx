// Three dots that light up in turn: something is on its way (SPEC §4 "preparing"). Still without motion.
import styles from './animated-dots.module.css';

/** "…" that blinks dot by dot after a text; decoration, the text says what is happening. */
export function AnimatedDots() {
  return (
    <span aria-hidden className={styles.dots}>
      <span>.</span>
      <span>.</span>
      <span>.</span>
    </span>
  );
}
