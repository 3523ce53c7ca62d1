import '../../generated/messages/web-template.js';
import { useMemo } from 'react';
import { useI18n } from '../../state/locale.js';
import { menuTrail } from '../menu.js';
import { TemplatePage } from '../shared/page.js';
import type { TemplatePages } from '../shared/registry.js';
import { MENU_DEMO_PATHS } from './paths.js';

type Entry = keyof typeof MENU_DEMO_PATHS;

/** What each kind of entry shows of the menu. */
const INTRO = {
  level1: 'nested',
  level11: 'nested',
  level2: 'nested',
  level21: 'nested',
  level3: 'nested',
  level31: 'nested',
  subCaption: 'subCaption',
  chipItem: 'chip',
  outlined: 'outlined',
} as const satisfies Record<Entry, string>;

/** The page of a demo menu entry: its name, what the entry shows, and where it sits in the menu. */
function MenuDemoPage({ entry }: { entry: Entry }) {
  const { t } = useI18n();
  const trail = useMemo(() => menuTrail(t, MENU_DEMO_PATHS[entry]), [t, entry]);
  return (
    <TemplatePage
      title={t(`web-template.menu.${entry}`)}
      intro={t(`web-template.menuDemo.${INTRO[entry]}Intro`)}
    >
      <section className="template-card" aria-labelledby="menu-demo-trail">
        <h2 id="menu-demo-trail">{t('web-template.menuDemo.trail')}</h2>
        <ol className="template-trail">
          {trail.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
      </section>
    </TemplatePage>
  );
}

/** The demo menu's entry pages by the patterns of ./paths.ts (small: in the shell's chunk). */
export const MENU_DEMO_PAGES: TemplatePages = Object.fromEntries(
  (Object.entries(MENU_DEMO_PATHS) as [Entry, string][]).map(([entry, path]) => [
    path,
    () => <MenuDemoPage entry={entry} />,
  ]),
);
