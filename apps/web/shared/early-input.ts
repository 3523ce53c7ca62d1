/// <reference lib="dom" />
/**
 * Presses that reach the server's page before the app runs it (issue 31, item 3). The page shows
 * before its script has loaded (src/boot.ts), and a press on one of the kit's elements that has not
 * hydrated yet (a like, a bookmark, the profile menu, the language, Enter in the search box) would
 * reach a shadow root with no handler and be lost. As Google's jsaction and React's own replay of
 * discrete events during hydration do, a tiny script in the page's head (`captureEarlyInput`,
 * inlined by the server and allowed by its hash in the CSP, server/security.ts) takes such a press
 * at once: it stops it, marks its element `aria-busy` (and flips a toggle's `aria-pressed`, so the
 * reader sees it was taken), and queues it; the app replays each once its element and the page are
 * live (src/lib/early-input.ts). Links are left alone: they work without the app. A press on a
 * live element is never taken, and React never sees a taken one: each press is done exactly once.
 */

/** A press taken before its element was live. */
export interface EarlyPress {
  /** What to do again: a click, a `<select>`'s change, or Enter (the field's form submitted). */
  kind: 'click' | 'change' | 'submit';
  /** The control pressed, inside its element's shadow root. */
  control: HTMLElement;
  /** The kit element whose shadow root holds the control (it shows `aria-busy` until its presses are replayed). */
  owner: HTMLElement;
  /** The control's `aria-pressed` as the server rendered it, before the capture flipped it. */
  pressed: string | null;
  /** Set by the app once replayed. */
  done?: boolean;
}

/** The queue the page's capture fills (`window.kathaEarlyInput`) and the app drains. */
export interface EarlyInput {
  presses: EarlyPress[];
  /** Set by the app: called after each press the capture takes. */
  replay?: () => void;
}

declare global {
  interface Window {
    kathaEarlyInput?: EarlyInput;
  }
}

/**
 * The page's inline capture (its source is inlined as is: self-contained, no imports). A control
 * qualifies when it sits in a kit element's shadow root and the app has not taken the page over
 * (`#root[data-katha-hydrated]`) or an element around it has not hydrated (`defer-hydration`, not
 * defined yet, or a Lit element before its first update).
 */
export function captureEarlyInput(): void {
  const input: EarlyInput = { presses: [] };
  window.kathaEarlyInput = input;
  const take = (event: Event, kind: EarlyPress['kind'], control: HTMLElement) => {
    const owner = (control.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
    if (!owner?.localName.startsWith('katha-')) return;
    let live = !!document.querySelector('#root[data-katha-hydrated]');
    for (let host: Node | undefined = owner; host; host = (host.getRootNode() as ShadowRoot).host)
      if (host instanceof HTMLElement && host.localName.startsWith('katha-'))
        live &&=
          !host.hasAttribute('defer-hydration') &&
          !!customElements.get(host.localName) &&
          (host as unknown as { hasUpdated?: boolean }).hasUpdated !== false;
    if (live) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // One press per control until it is replayed: a second tap does not undo the first (a card's
    // like and its bookmark are two controls of one element).
    if (input.presses.some((press) => press.control === control && !press.done)) return;
    const pressed = control.getAttribute('aria-pressed');
    if (pressed) control.setAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    owner.setAttribute('aria-busy', 'true');
    input.presses.push({ kind, control, owner, pressed });
    input.replay?.();
  };
  const controlOf = (event: Event, selector: string) =>
    event
      .composedPath()
      .find((node): node is HTMLElement => node instanceof HTMLElement && node.matches(selector));
  addEventListener(
    'click',
    (event) => {
      const control = controlOf(event, 'a[href],button,[role=button]');
      if (control && control.localName !== 'a') take(event, 'click', control);
    },
    true,
  );
  // A `<select>`'s `change` stays in its shadow root; its `input` is composed.
  addEventListener(
    'input',
    (event) => {
      const control = controlOf(event, 'select');
      if (control) take(event, 'change', control);
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      const control = event.key === 'Enter' && !event.isComposing ? controlOf(event, 'input') : undefined;
      if (control) take(event, 'submit', control);
    },
    true,
  );
}

/** The inline script's text: the server writes it into the head and allows its hash (CSP). */
export const EARLY_INPUT_SCRIPT = `(${captureEarlyInput.toString()})()`;
