import { KathaTabs } from '@katha/react/tabs';
import type { TabChangeDetail } from '@katha/ui/tabs';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template.js';

type Translate = ReturnType<typeof useI18n>['t'];

const STORY = ['story', 'author', 'notes'] as const;
type StoryTab = (typeof STORY)[number];

/** A row of tabs, and which one is selected. */
function StoryTabs({ t }: { t: Translate }) {
  const [selected, setSelected] = useState<StoryTab>('story');
  const tabs = useMemo(() => STORY.map((id) => ({ id, label: t(`web-template.tabs.${id}`) })), [t]);
  return (
    <DemoSection heading={t('web-template.tabs.example')}>
      <KathaTabs
        tabs={tabs}
        selected={selected}
        label={t('web-template.tabs.example')}
        onKathaTabChange={(event: CustomEvent<TabChangeDetail>) => setSelected(event.detail.id as StoryTab)}
      >
        {STORY.map((id) => (
          <p key={id} slot={id}>
            {t(`web-template.tabs.${id}Text`)}
          </p>
        ))}
      </KathaTabs>
      <p className="template-result">
        {t('web-template.tabs.selected', { tab: t(`web-template.tabs.${selected}`) })}
      </p>
    </DemoSection>
  );
}

/**
 * Tabs the page keeps in its own state: `ids` in order, each panel a paragraph. The kit holds the
 * selection when the page does not need it.
 */
function SimpleTabs({
  label,
  tabs,
  text,
  vertical = false,
}: {
  label: string;
  tabs: readonly { id: string; label: string; disabled?: boolean }[];
  text: (id: string) => string;
  vertical?: boolean;
}) {
  return (
    <KathaTabs tabs={tabs} label={label} orientation={vertical ? 'vertical' : 'horizontal'}>
      {tabs.map(({ id }) => (
        <p key={id} slot={id}>
          {text(id)}
        </p>
      ))}
    </KathaTabs>
  );
}

const STAGES = ['draft', 'review', 'published'] as const;
const SETTINGS = ['profile', 'notifications', 'privacy', 'payouts'] as const;
const GENRES = [
  'stories',
  'poems',
  'essays',
  'travel',
  'food',
  'memoir',
  'children',
  'translations',
] as const;

/**
 * /ui-components/tabs: the kit's tabs four ways: a row of tabs (the selection shown), a tab not
 * available yet (disabled), tabs in a column beside their panel, and more tabs than the row holds
 * (it scrolls sideways).
 */
export default function TabsDemo() {
  const { t } = useI18n();
  const title = t('web-template.tabs.title');
  usePageTitle(title);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template.tabs.intro')}</p>
      <StoryTabs t={t} />
      <DemoSection heading={t('web-template.tabs.disabledExample')}>
        <SimpleTabs
          label={t('web-template.tabs.stages')}
          tabs={STAGES.map((id) => ({
            id,
            label: t(`web-template.tabs.stage.${id}`),
            disabled: id === 'published',
          }))}
          text={(id) => t(`web-template.tabs.stage.${id as (typeof STAGES)[number]}Text`)}
        />
      </DemoSection>
      <DemoSection heading={t('web-template.tabs.verticalExample')}>
        <SimpleTabs
          vertical
          label={t('web-template.tabs.settings')}
          tabs={SETTINGS.map((id) => ({ id, label: t(`web-template.tabs.setting.${id}`) }))}
          text={(id) => t(`web-template.tabs.setting.${id as (typeof SETTINGS)[number]}Text`)}
        />
      </DemoSection>
      <DemoSection heading={t('web-template.tabs.scrollExample')}>
        <SimpleTabs
          label={t('web-template.tabs.genres')}
          tabs={GENRES.map((id) => ({ id, label: t(`web-template.tabs.genre.${id}`) }))}
          text={(id) =>
            t('web-template.tabs.genreText', {
              genre: t(`web-template.tabs.genre.${id as (typeof GENRES)[number]}`),
            })
          }
        />
      </DemoSection>
    </article>
  );
}
