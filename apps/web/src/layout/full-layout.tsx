import { type ReactNode, Suspense } from 'react';
import { isInAppWrapper } from '../lib/app-wrapper.js';
import { Loading } from '../parts/loading.js';
import { StatsPopup } from '../parts/stats-popup.js';
import { useI18n } from '../state/locale.js';
import { Header } from './header.js';
import '@katha/i18n/messages/web-app';

const inApp = isInAppWrapper();

/**
 * Header (unless inside the mobile app wrapper) and the page. A page whose code is not loaded yet (a route not
 * visited before) shows placeholders meanwhile: its `lazy` route suspends, and Preact's compat
 * layer, which this site's build uses, needs a Suspense boundary above it (React alone would keep
 * the previous page on screen).
 */
export function FullLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('web-app.skipToContent')}
      </a>
      {inApp ? null : <Header />}
      <main id="main" className="page">
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
      <StatsPopup />
    </div>
  );
}
