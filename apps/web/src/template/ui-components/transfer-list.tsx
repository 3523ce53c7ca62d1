import { KathaTransferList } from '@katha/react/transfer-list';
import type { TransferItem, TransferListChangeDetail } from '@katha/ui/transfer-list';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import { DemoForm } from '../shared/form-demo.js';
import '../../generated/messages/web-template-overlays.js';

const TOPICS = ['poetry', 'travel', 'food', 'history', 'science', 'cinema'] as const;
const SECTIONS = ['editorsPick', 'newStories', 'events', 'letters'] as const;
const LANGUAGES = [
  ['en', 'english'],
  ['hi', 'hindi'],
  ['kn', 'kannada'],
  ['ta', 'tamil'],
  ['mr', 'marathi'],
] as const;

/** /ui-components/transfer-list: topics for the home page, headings of one's own with a fixed item, and in a form. */
export default function TransferListDemo() {
  const { t } = useI18n();
  const title = t('web-template-overlays.transfer.title');
  usePageTitle(title);
  const [home, setHome] = useState<string[]>(['poetry', 'travel']);
  const topics = useMemo<TransferItem[]>(
    () => TOPICS.map((value) => ({ value, label: t(`web-template-overlays.transfer.${value}`) })),
    [t],
  );
  const sections = useMemo<TransferItem[]>(
    () =>
      SECTIONS.map((value) => ({
        value,
        label: t(`web-template-overlays.transfer.${value}`),
        disabled: value === 'editorsPick',
      })),
    [t],
  );
  const languages = useMemo<TransferItem[]>(
    () => LANGUAGES.map(([value, key]) => ({ value, label: t(`web-template-overlays.transfer.${key}`) })),
    [t],
  );
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-overlays.transfer.intro')}</p>
      <DemoSection heading={t('web-template-overlays.transfer.basic')}>
        <KathaTransferList
          label={t('web-template-overlays.transfer.label')}
          items={topics}
          value={home}
          onKathaTransferListChange={(event: CustomEvent<TransferListChangeDetail>) =>
            setHome(event.detail.value)
          }
        />
        <p className="template-result" role="status">
          {t('web-template-overlays.transfer.onHome', { count: home.length })}
        </p>
      </DemoSection>
      <DemoSection heading={t('web-template-overlays.transfer.custom')}>
        <KathaTransferList
          label={t('web-template-overlays.transfer.customLabel')}
          availableLabel={t('web-template-overlays.transfer.hidden')}
          chosenLabel={t('web-template-overlays.transfer.shown')}
          items={sections}
          value={['editorsPick', 'newStories']}
        />
      </DemoSection>
      <DemoForm heading={t('web-template-overlays.transfer.form')}>
        <KathaTransferList
          name="languages"
          label={t('web-template-overlays.transfer.formLabel')}
          items={languages}
          required
        />
      </DemoForm>
    </article>
  );
}
