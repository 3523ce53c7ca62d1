import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { isInAppWrapper } from '../lib/app-wrapper.js';
import { Loading } from '../parts/loading.js';
import { ReaderState } from '../parts/reader-state.js';
import { StatsPopup } from '../parts/stats-popup.js';
import { useI18n } from '../state/locale.js';
import { Header } from './header.js';
import '../generated/messages/web-app.js';

const unchanging = () => () => {};

/**
 * Header (unless inside the mobile app wrapper: known in the browser only, so the server's page
 * has the header and the app drops it once hydrated) and the page. A page whose code is not loaded
 * yet (a route not visited before) shows placeholders meanwhile (its `lazy` route suspends).
 */
export function FullLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const inApp = useSyncExternalStore(unchanging, isInAppWrapper, () => false);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('web-app.skipToContent')}
      </a>
      {inApp ? null : <Header />}
      <main id="main" className="page">
        <Suspense fallback={<Loading />}>
          {children}
          <ReaderState />
        </Suspense>
      </main>
      <StatsPopup />
    </div>
  );
}
