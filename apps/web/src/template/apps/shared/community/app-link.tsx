import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link inside the app, as the template's other links (template/auth/frame.tsx DemoLink) with the anchor's
 * attributes (class, lang, aria-current): it asks the app to route (`katha-navigate`, as the kit's
 * links do); a modified click (new tab) stays the browser's.
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
