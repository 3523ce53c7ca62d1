import type { ReactNode, Ref } from 'react';
import { usePageTitle } from '../../parts/page-title.js';

/**
 * A template page's frame: its title (also the document's), its introduction and its content,
 * after the area's own styles (`styles`: a <style> element or a component that renders one) and in
 * the area's class besides `template-page`. The areas' pages and apps share it; `ref` is the
 * page's element (a page that moves the focus within itself).
 */
export function TemplatePage({
  title,
  intro,
  className,
  styles,
  ref,
  children,
}: {
  title: string;
  intro: string;
  className?: string;
  styles?: ReactNode;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article ref={ref} className={className ? `template-page ${className}` : 'template-page'}>
      {styles}
      <h1>{title}</h1>
      <p className="template-page__intro">{intro}</p>
      {children}
    </article>
  );
}
