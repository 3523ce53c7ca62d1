import type { ReactNode } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { ORGANIZER_STYLES } from './styles.js';

/** An organizer app's page: its title (also the document's), its introduction, the app and its styles. */
export function OrganizerPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="template-page organizer">
      <style>{ORGANIZER_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{intro}</p>
      {children}
    </article>
  );
}
