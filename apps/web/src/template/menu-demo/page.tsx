import '../../generated/messages/web-template.js';
import { useMemo } from 'react';
import { useI18n } from '../../state/locale.js';
import { menuTrail } from '../menu.js';
import { TemplatePage } from '../shared/page.js';

/** What each kind of entry shows of the menu, by the entry's id (./screens.ts). */
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
} as const;

/** A demo menu entry with a page. */
export type MenuDemoEntry = keyof typeof INTRO;

/** The page of a demo menu entry: its name, what the entry shows, and where it sits in the menu. */
export default function MenuDemoPage({ entry }: { entry: MenuDemoEntry }) {
  const { t } = useI18n();
  const trail = useMemo(() => menuTrail(t, entry), [t, entry]);
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
