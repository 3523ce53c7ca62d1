import { KathaAlert } from '@katha/react/alert';
import { KathaButton } from '@katha/react/button';
import { KathaWriterBanner } from '@katha/react/writer-banner';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../../lib/paths.js';
import { useI18n } from '../../state/locale.js';
import { DASHBOARD_FRAME } from '../dashboards/parts.js';
import { DemoSection } from '../shared/demo-section.js';
import { TemplatePage } from '../shared/page.js';
import '../../generated/messages/web-template-dashboards.js';

/** /widgets/banners: banners with a call to action, composed from the kit. */
export default function WidgetBanners() {
  const { t } = useI18n();
  const title = t('web-template-dashboards.banners.title');
  const [noticeOpen, setNoticeOpen] = useState(true);
  return (
    <TemplatePage {...DASHBOARD_FRAME} title={title} intro={t('web-template-dashboards.banners.intro')}>
      <DemoSection heading={t('web-template-dashboards.banners.cta')}>
        <div className="dash-banners">
          <section className="dash-banner" aria-labelledby="banner-welcome" data-testid="banner-welcome">
            <h3 id="banner-welcome">
              {t('web-template-dashboards.banners.welcomeHeading', { name: 'Ananya' })}
            </h3>
            <p>{t('web-template-dashboards.banners.welcomeText')}</p>
            <KathaButton type="button" onClick={() => navigate(paths.write)}>
              {t('web-template-dashboards.banners.welcomeAction')}
            </KathaButton>
          </section>
          <section
            className="dash-banner dash-banner--info"
            aria-labelledby="banner-plus"
            data-testid="banner-plus"
          >
            <h3 id="banner-plus">{t('web-template-dashboards.banners.plusHeading')}</h3>
            <p>{t('web-template-dashboards.banners.plusText')}</p>
            <div className="dash-widget__actions">
              <KathaButton type="button" onClick={() => navigate(paths.subscription)}>
                {t('web-template-dashboards.banners.plusAction')}
              </KathaButton>
              <KathaButton type="button" variant="text" onClick={() => navigate('/theme-pages/pricing')}>
                {t('web-template-dashboards.banners.plusCompare')}
              </KathaButton>
            </div>
          </section>
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template-dashboards.banners.recruit')}>
        <KathaWriterBanner href={paths.write} />
      </DemoSection>
      <DemoSection heading={t('web-template-dashboards.banners.notice')}>
        {noticeOpen ? (
          <KathaAlert
            severity="success"
            dismissible
            heading={t('web-template-dashboards.banners.noticeHeading')}
            onKathaAlertDismiss={(event: Event) => {
              event.preventDefault();
              setNoticeOpen(false);
            }}
          >
            {t('web-template-dashboards.banners.noticeText')}
          </KathaAlert>
        ) : (
          <KathaButton type="button" variant="outlined" onClick={() => setNoticeOpen(true)}>
            {t('web-template-dashboards.banners.noticeAgain')}
          </KathaButton>
        )}
      </DemoSection>
    </TemplatePage>
  );
}
