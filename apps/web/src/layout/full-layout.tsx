import type { ReactNode } from 'react';
import { isInAppWrapper } from '../lib/app-wrapper.js';
import { StatsPopup } from '../parts/stats-popup.js';
import { useI18n } from '../state/locale.js';
import { Header } from './header.js';
import '@katha/i18n/messages/web-app';

const inApp = isInAppWrapper();

/** Header (unless inside the mobile app wrapper) and the page. */
export function FullLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('web-app.skipToContent')}
      </a>
      {inApp ? null : <Header />}
      <main id="main" className="page">
        {children}
      </main>
      <StatsPopup />
    </div>
  );
}
