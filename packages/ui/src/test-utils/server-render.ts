/**
 * The kit's elements as a server renders them: web-test-runner.config.mjs's `kathaSsr` plugin
 * renders each one (Node, @lit-labs/ssr, test-utils/ssr-fixtures.ts) at the test run's start and
 * serves the HTML at `/__katha-ssr__.json`. No `lit` here: a test imports Lit's hydration support
 * before anything loads `lit`.
 */
export interface ServerRender {
  locale: string;
  tags: string[];
  /** Each element's HTML, declarative shadow DOM included. */
  html: Record<string, string>;
  /** What an element's server render threw. */
  errors: Record<string, string>;
}

let served: Promise<ServerRender> | undefined;

/** The server render of every element (fetched once per test file). */
export function serverRender(): Promise<ServerRender> {
  served ??= fetch('/__katha-ssr__.json').then((response) => response.json() as Promise<ServerRender>);
  return served;
}

/** `tag` as the server rendered it, parsed into `parent` (a new `<div>` by default) in the document. */
export async function serverRendered<T extends HTMLElement>(
  tag: string,
  parent: HTMLElement = document.createElement('div'),
): Promise<T> {
  parent.setHTMLUnsafe((await serverRender()).html[tag]!);
  document.body.append(parent);
  return parent.firstElementChild as T;
}

/** Hydrates a server-rendered element as a page does: its module loads, then `defer-hydration` goes. */
export async function hydrate(
  element: HTMLElement & { updateComplete: Promise<unknown> },
  load: () => Promise<unknown>,
): Promise<void> {
  await load();
  element.removeAttribute('defer-hydration');
  await element.updateComplete;
}
