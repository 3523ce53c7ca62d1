import { type ReactNode, Suspense } from 'react';
import { Loading } from '../parts/loading.js';
import { ReaderState } from '../parts/reader-state.js';

/**
 * The blank layout of the sign-in screens: no header, the page centred. A page whose code is not
 * loaded yet (a route not visited before) shows placeholders meanwhile (its `lazy` route suspends).
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="blank">
      <Suspense fallback={<Loading />}>
        {children}
        <ReaderState />
      </Suspense>
    </main>
  );
}
