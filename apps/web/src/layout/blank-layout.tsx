import type { ReactNode } from 'react';

/** The blank layout of the sign-in screens: no header, the page centred. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="blank">
      {children}
    </main>
  );
}
