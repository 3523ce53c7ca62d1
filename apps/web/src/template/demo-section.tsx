import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/** One demo of a template page: a titled card. */
export function DemoSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="template-card">
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * A click listener on a kit element, for its React wrapper's `ref`. Not `onClick`: on the server
 * the wrapper writes a custom element's `onClick` out as an inline `onclick` attribute, which the
 * site's CSP refuses (a console error on every server-rendered page).
 */
export function useClick<E extends HTMLElement>(onClick: () => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const latest = useRef(onClick);
  latest.current = onClick;
  useEffect(() => {
    const element = ref.current;
    const listener = () => latest.current();
    element?.addEventListener('click', listener);
    return () => element?.removeEventListener('click', listener);
  }, []);
  return ref;
}
