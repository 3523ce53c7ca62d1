import { KathaList } from '@katha/react/list';
import type { ListItem, ListSelectDetail } from '@katha/ui/list';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template.js';
import '../../generated/messages/web-template-ui.js';

const TOPICS = [
  { id: 'travel', icon: 'globe', stories: 128 },
  { id: 'poetry', icon: 'pencil', stories: 86 },
  { id: 'food', icon: 'heart', stories: 64 },
  { id: 'history', icon: 'article', stories: 41 },
] as const;
type Topic = (typeof TOPICS)[number]['id'];

/** /ui-components/list: the kit's list with icons, with avatars and second lines, as a choice and as links. */
export default function ListDemo() {
  const { t, formatNumber } = useI18n();
  const title = t('web-template-ui.list.title');
  usePageTitle(title);
  const [topic, setTopic] = useState<Topic>('travel');
  const folders = useMemo<ListItem[]>(
    () => [
      { id: 'inbox', primary: t('web-template-ui.list.inbox'), icon: 'inbox', meta: formatNumber(4) },
      {
        id: 'drafts',
        primary: t('web-template-ui.list.drafts'),
        secondary: t('web-template-ui.list.draftsInfo', { count: 3 }),
        icon: 'pencil',
      },
      {
        id: 'bookmarks',
        primary: t('web-template-ui.list.bookmarks'),
        icon: 'bookmark',
        meta: formatNumber(12),
      },
      { id: 'liked', primary: t('web-template-ui.list.liked'), icon: 'heart', meta: formatNumber(27) },
    ],
    [t, formatNumber],
  );
  const people = useMemo<ListItem[]>(
    () =>
      (['asha', 'vikram', 'meera'] as const).map((person, index) => ({
        id: person,
        primary: t(`web-template.person.${person}`),
        avatar: t(`web-template.person.${person}`),
        secondary: t(`web-template-ui.list.story${(index + 1) as 1 | 2 | 3}`),
        meta: t('web-template-ui.list.hoursAgo', { count: [2, 5, 9][index]! }),
      })),
    [t],
  );
  const topics = useMemo<ListItem[]>(
    () => [
      ...TOPICS.map(({ id, icon, stories }) => ({
        id,
        primary: t(`web-template-ui.list.${id}`),
        secondary: t('web-template-ui.list.travelInfo', { count: stories }),
        icon,
      })),
      { id: 'archive', primary: t('web-template-ui.list.archived'), icon: 'inbox', disabled: true },
    ],
    [t],
  );
  const links = useMemo<ListItem[]>(
    () =>
      (['accordion', 'rating', 'typography'] as const).map((id) => ({
        id,
        primary: t(`web-template.menu.${id}`),
        secondary: t(`web-template-ui.list.${id}Info`),
        icon: 'article',
        href: `/ui-components/${id}`,
      })),
    [t],
  );
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-ui.list.intro')}</p>
      <DemoSection heading={t('web-template-ui.list.folders')}>
        <KathaList label={t('web-template-ui.list.foldersLabel')} items={folders} />
      </DemoSection>
      <DemoSection heading={t('web-template-ui.list.people')}>
        <KathaList label={t('web-template-ui.list.peopleLabel')} items={people} dividers />
      </DemoSection>
      <DemoSection heading={t('web-template-ui.list.choose')}>
        <KathaList
          label={t('web-template-ui.list.chooseLabel')}
          items={topics}
          interactive
          selected={topic}
          onKathaListSelect={(event: CustomEvent<ListSelectDetail>) => setTopic(event.detail.id as Topic)}
        />
        <p className="template-result" role="status">
          {t('web-template-ui.list.chosen', { topic: t(`web-template-ui.list.${topic}`) })}
        </p>
      </DemoSection>
      <DemoSection heading={t('web-template-ui.list.links')}>
        <KathaList label={t('web-template-ui.list.linksLabel')} items={links} dense />
      </DemoSection>
    </article>
  );
}
