import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a page of the site, the template's one: a real `<a href>` with the anchor's attributes
 * (class, lang, aria-current) that works before the app runs; a plain click asks the app to route
 * (`katha-navigate`, src/app.tsx, as the kit's links do), so the page's chunk does not import the
 * router; a modified click (new tab) stays the browser's.
 */
export function AppLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const route = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const navigate = new CustomEvent('katha-navigate', { detail: { href }, bubbles: true, cancelable: true });
    if (!event.currentTarget.dispatchEvent(navigate)) event.preventDefault();
  };
  return <a href={href} onClick={route} {...props} />;
}
