import type { ReactNode } from 'react';

/** A table that may scroll sideways: a region the keyboard reaches, named by its section's heading. */
export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="studio-table-wrap" tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
