import { KathaButton } from '@katha/react/button';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import { THEME_PAGES_STYLES } from './styles.js';
import { branchIds, type TreeNode, TreeView } from './tree.js';
import '../../generated/messages/web-template-theme-pages.js';

type Translate = ReturnType<typeof useI18n>['t'];

/** Katha's sections: reading (with its topics), writing, the account, and the languages (each named in itself). */
function sections(t: Translate): TreeNode[] {
  const leaf = (id: string, label: string): TreeNode => ({ id, label });
  return [
    {
      id: 'reading',
      label: t('web-template-theme-pages.tree.reading'),
      children: [
        leaf('home', t('web-template-theme-pages.tree.home')),
        leaf('search', t('web-template-theme-pages.tree.search')),
        leaf('bookmarks', t('web-template-theme-pages.tree.bookmarks')),
        {
          id: 'topics',
          label: t('web-template-theme-pages.tree.topics'),
          children: [
            leaf('poetry', t('web-template-theme-pages.tree.poetry')),
            leaf('travel', t('web-template-theme-pages.tree.travel')),
            leaf('food', t('web-template-theme-pages.tree.food')),
            leaf('history', t('web-template-theme-pages.tree.history')),
          ],
        },
      ],
    },
    {
      id: 'writing',
      label: t('web-template-theme-pages.tree.writing'),
      children: [
        leaf('write', t('web-template-theme-pages.tree.write')),
        leaf('my-articles', t('web-template-theme-pages.tree.myArticles')),
        leaf('stats', t('web-template-theme-pages.tree.stats')),
        leaf('earnings', t('web-template-theme-pages.tree.earnings')),
      ],
    },
    {
      id: 'account',
      label: t('web-template-theme-pages.tree.account'),
      children: [
        leaf('profile', t('web-template-theme-pages.tree.profile')),
        leaf('subscription', t('web-template-theme-pages.tree.subscription')),
        leaf('settings', t('web-template-theme-pages.tree.settings')),
      ],
    },
    {
      id: 'languages',
      label: t('web-template-theme-pages.tree.languages'),
      children: [
        { id: 'en', label: 'English', lang: 'en' },
        { id: 'hi-IN', label: 'हिन्दी', lang: 'hi-IN' },
        { id: 'kn-IN', label: 'ಕನ್ನಡ', lang: 'kn-IN' },
      ],
    },
  ];
}

/** Every item of a tree, depth first. */
const flatten = (list: readonly TreeNode[]): TreeNode[] =>
  list.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** /theme-pages/treeview: Katha's sections in an accessible tree, usable with the keyboard alone. */
export default function TreeviewPage() {
  const { t } = useI18n();
  const title = t('web-template-theme-pages.tree.title');
  usePageTitle(title);
  const nodes = useMemo(() => sections(t), [t]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['reading']));
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const heading = t('web-template-theme-pages.tree.heading');
  // The label in the page's language now (the language may have changed since it was selected).
  const selectedNow = selected ? flatten(nodes).find((node) => node.id === selected.id) : undefined;
  return (
    <article className="template-page">
      <style>{THEME_PAGES_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-theme-pages.tree.intro')}</p>
      <DemoSection heading={heading}>
        <div className="template-row">
          <KathaButton
            type="button"
            variant="outlined"
            onClick={() => setExpanded(new Set(branchIds(nodes)))}
          >
            {t('web-template-theme-pages.tree.expandAll')}
          </KathaButton>
          <KathaButton type="button" variant="outlined" onClick={() => setExpanded(new Set())}>
            {t('web-template-theme-pages.tree.collapseAll')}
          </KathaButton>
        </div>
        <TreeView
          nodes={nodes}
          label={heading}
          expanded={expanded}
          onExpandedChange={setExpanded}
          selected={selected?.id ?? null}
          onSelect={setSelected}
        />
        <p className="template-result" role="status" data-testid="tree-selected">
          {selectedNow
            ? t('web-template-theme-pages.tree.selected', { item: selectedNow.label })
            : t('web-template-theme-pages.tree.none')}
        </p>
      </DemoSection>
    </article>
  );
}
