// The app's half of the early presses (shared/early-input.ts): the page's inline script took them
// before their element was live; each is done here, once, when it is.
import type { EarlyPress } from '../../shared/early-input.js';

/** Resolves once `element` has `attribute` (at once if it has). */
function whenAttribute(element: Element, attribute: string, present: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute(attribute) === present) return resolve();
    const observer = new MutationObserver(() => {
      if (element.hasAttribute(attribute) !== present) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [attribute] });
  });
}

/** Resolves once the kit element `host` has hydrated: defined, no `defer-hydration`, first update done. */
async function hydrated(host: HTMLElement): Promise<void> {
  await customElements.whenDefined(host.localName);
  await whenAttribute(host, 'defer-hydration', false);
  await (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
}

/** The kit elements around `control`, outermost first (each hydrates after the one around it). */
function hostsOf(control: HTMLElement): HTMLElement[] {
  const hosts: HTMLElement[] = [];
  for (let root = control.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
    if (root.host instanceof HTMLElement) hosts.unshift(root.host);
  return hosts;
}

async function replay(press: EarlyPress, presses: readonly EarlyPress[], root: Element): Promise<void> {
  const { control, owner, kind, pressed } = press;
  try {
    // Once the app runs the page (its listeners are on: parts/reader-state.tsx) and every element around the control.
    await whenAttribute(root, 'data-katha-hydrated', true);
    for (const host of hostsOf(control)) await hydrated(host);
    if (pressed !== null) control.setAttribute('aria-pressed', pressed);
    if (!control.isConnected) return;
    if (kind === 'click') control.click();
    else if (kind === 'change') control.dispatchEvent(new Event('change', { bubbles: true }));
    else (control as HTMLInputElement).form?.requestSubmit();
  } finally {
    press.done = true;
    if (!presses.some((other) => other.owner === owner && !other.done)) owner.removeAttribute('aria-busy');
  }
}

/**
 * Replays the presses the page's capture took, in their order, and each it takes later (an
 * element that hydrates late). Called once the app has started hydrating (src/start.tsx).
 */
export function replayEarlyInput(): void {
  const input = window.kathaEarlyInput;
  const root = document.getElementById('root');
  if (!input || !root) return;
  let queue = Promise.resolve();
  let next = 0;
  input.replay = () => {
    for (const press of input.presses.slice(next))
      queue = queue
        .then(() => replay(press, input.presses, root))
        .catch((error: unknown) => console.error(error));
    next = input.presses.length;
  };
  input.replay();
}
