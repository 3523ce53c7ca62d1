import type { ReactNode } from 'react';

/** One demo of a template page: a titled card. */
export function DemoSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="template-card">
      <h2>{heading}</h2>
      {children}
    </section>
  );
}
