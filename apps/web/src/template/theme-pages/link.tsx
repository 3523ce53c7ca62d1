import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a page of the site: a real `<a href>` (it works before the app runs and opens in a new
 * tab as a link does) whose plain click the app routes without a reload (`katha-navigate`, src/app.tsx).
 */
export function AppLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const navigate = new CustomEvent('katha-navigate', { detail: { href }, bubbles: true, cancelable: true });
    if (!event.currentTarget.dispatchEvent(navigate)) event.preventDefault();
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
