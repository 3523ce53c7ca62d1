import type { ReactNode } from 'react';
import { usePageTitle } from '../parts/page-title.js';

/**
 * A template page's frame: its title (also the document's), its introduction and its content,
 * after the area's own styles (`styles`: a <style> element or a component that renders one) and in
 * the area's class besides `template-page`. The areas' pages and apps share it.
 */
export function TemplatePage({
  title,
  intro,
  className,
  styles,
  children,
}: {
  title: string;
  intro: string;
  className?: string;
  styles?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className={className ? `template-page ${className}` : 'template-page'}>
      {styles}
      <h1>{title}</h1>
      <p className="template-page__intro">{intro}</p>
      {children}
    </article>
  );
}
