import { KathaButton } from '@katha/react/button';
import { KathaDialog } from '@katha/react/dialog';
import { useState } from 'react';
import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';
import { DemoSection } from './demo-section.js';
import '@katha/i18n/messages/web-template';

type Outcome = 'subscribed' | 'declined' | 'dismissed';

/** /ui-components/dialog: the kit's modal dialog confirming a choice, and what was chosen. */
export default function DialogDemo() {
  const { t } = useI18n();
  const title = t('web-template.dialog.title');
  usePageTitle(title);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const choose = (choice: Outcome) => {
    setOutcome(choice);
    setOpen(false);
  };
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template.dialog.intro')}</p>
      <DemoSection heading={t('web-template.dialog.example')}>
        <KathaButton onClick={() => setOpen(true)} type="button">
          {t('web-template.dialog.open')}
        </KathaButton>
        <p className="template-result" aria-live="polite">
          {outcome ? t(`web-template.dialog.${outcome}`) : null}
        </p>
      </DemoSection>
      <KathaDialog
        open={open}
        label={t('web-template.dialog.label')}
        onKathaDialogClose={() => choose('dismissed')}
      >
        <p>{t('web-template.dialog.body')}</p>
        <KathaButton onClick={() => choose('declined')} slot="actions" type="button" variant="text">
          {t('web-template.dialog.cancel')}
        </KathaButton>
        <KathaButton onClick={() => choose('subscribed')} slot="actions" type="button">
          {t('web-template.dialog.confirm')}
        </KathaButton>
      </KathaDialog>
    </article>
  );
}
