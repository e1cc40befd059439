import { type ReactNode, type Ref, useId } from 'react';
import styles from './content-section.module.css';

type ContentSectionProps = {
  title: string;
  description?: string;
  /** Shown at the end of the heading row (a badge, a button). */
  action?: ReactNode;
  /** Given when the page moves the focus to the section (it appeared, or its content changed). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One titled card of a page inside ContentLayout. */
export function ContentSection({ title, description, action, headingRef, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.headingRow}>
        <div>
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={headingRef ? -1 : undefined}
            className={styles.heading}
          >
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
