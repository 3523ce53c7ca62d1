import { KathaAlert } from '@katha/react/alert';
import { KathaButton } from '@katha/react/button';
import { useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template-ui.js';

const SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
type Severity = (typeof SEVERITIES)[number];

/** /ui-components/alert: the kit's alert in its four severities and three looks, and dismissible ones with an action. */
export default function AlertDemo() {
  const { t } = useI18n();
  const title = t('web-template-ui.alert.title');
  usePageTitle(title);
  const [closed, setClosed] = useState<string[]>([]);
  const [undone, setUndone] = useState(false);
  const message = (severity: Severity) =>
    ({
      info: t('web-template-ui.alert.info'),
      success: t('web-template-ui.alert.success'),
      warning: t('web-template-ui.alert.warning', { minutes: 5 }),
      error: t('web-template-ui.alert.error', { size: 5 }),
    })[severity];
  const heading = (severity: Severity) => t(`web-template-ui.alert.${severity}Heading`);
  const close = (id: string) => setClosed((ids) => [...ids, id]);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-ui.alert.intro')}</p>
      <DemoSection heading={t('web-template-ui.alert.standard')}>
        {SEVERITIES.map((severity) => (
          <KathaAlert key={severity} severity={severity} heading={heading(severity)}>
            {message(severity)}
          </KathaAlert>
        ))}
      </DemoSection>
      <DemoSection heading={t('web-template-ui.alert.outlined')}>
        {SEVERITIES.map((severity) => (
          <KathaAlert key={severity} severity={severity} variant="outlined">
            {message(severity)}
          </KathaAlert>
        ))}
      </DemoSection>
      <DemoSection heading={t('web-template-ui.alert.filled')}>
        {SEVERITIES.map((severity) => (
          <KathaAlert key={severity} severity={severity} variant="filled">
            {message(severity)}
          </KathaAlert>
        ))}
      </DemoSection>
      <DemoSection heading={t('web-template-ui.alert.dismissible')}>
        <KathaAlert
          severity="success"
          dismissible
          hidden={closed.includes('moved')}
          onKathaAlertDismiss={(event: Event) => {
            event.preventDefault();
            close('moved');
          }}
        >
          {undone ? t('web-template-ui.alert.undone') : t('web-template-ui.alert.moved')}
          {undone ? null : (
            <KathaButton slot="action" variant="text" onClick={() => setUndone(true)}>
              {t('web-template-ui.alert.undo')}
            </KathaButton>
          )}
        </KathaAlert>
        <KathaAlert
          severity="warning"
          variant="outlined"
          dismissible
          hidden={closed.includes('offline')}
          onKathaAlertDismiss={(event: Event) => {
            event.preventDefault();
            close('offline');
          }}
        >
          {t('web-template-ui.alert.offline')}
        </KathaAlert>
        <p className="template-result" role="status">
          {t('web-template-ui.alert.closed', { count: closed.length })}
        </p>
        <KathaButton
          variant="outlined"
          disabled={closed.length === 0}
          onClick={() => {
            setClosed([]);
            setUndone(false);
          }}
        >
          {t('web-template-ui.alert.showAgain')}
        </KathaButton>
      </DemoSection>
    </article>
  );
}
