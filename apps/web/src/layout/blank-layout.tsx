import { type ReactNode, Suspense } from 'react';
import { Loading } from '../parts/loading.js';

/**
 * The blank layout of the sign-in screens: no header, the page centred. A page whose code is not loaded yet (a route not
 * visited before) shows placeholders meanwhile: its `lazy` route suspends, and Preact's compat
 * layer, which this site's build uses, needs a Suspense boundary above it (React alone would keep
 * the previous page on screen).
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="blank">
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </main>
  );
}
