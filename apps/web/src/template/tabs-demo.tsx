import { KathaTabs } from '@katha/react/tabs';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';
import { DemoSection } from './demo-section.js';
import '@katha/i18n/messages/web-template';

const TABS = ['story', 'author', 'notes'] as const;
type Tab = (typeof TABS)[number];

/** /ui-components/tabs: the kit's tabs with three panels of a sample story. */
export default function TabsDemo() {
  const { t } = useI18n();
  const title = t('web-template.tabs.title');
  usePageTitle(title);
  const [selected, setSelected] = useState<Tab>('story');
  const tabs = useMemo(() => TABS.map((id) => ({ id, label: t(`web-template.tabs.${id}`) })), [t]);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template.tabs.intro')}</p>
      <DemoSection heading={t('web-template.tabs.example')}>
        <KathaTabs
          tabs={tabs}
          selected={selected}
          label={t('web-template.tabs.example')}
          onKathaTabChange={(event: CustomEvent<{ id: string }>) => setSelected(event.detail.id as Tab)}
        >
          {TABS.map((id) => (
            <p key={id} slot={id}>
              {t(`web-template.tabs.${id}Text`)}
            </p>
          ))}
        </KathaTabs>
        <p className="template-result">
          {t('web-template.tabs.selected', { tab: t(`web-template.tabs.${selected}`) })}
        </p>
      </DemoSection>
    </article>
  );
}
