import { isServer } from 'lit';

/**
 * What a tooltip or popover puts on the element that opens it (its trigger): ARIA relations and
 * states. A trigger is often a kit element whose real control (a `<button>`) is in its shadow
 * root, where the host's attributes do not reach assistive technology: the control inside carries
 * them then, the relations as element references (an id cannot cross into the shadow root).
 */

/**
 * Controls a person can focus. Links by `a[href]` and `area[href]`, not `[href]`: a server-rendered
 * shadow root begins with its element's `<link rel="stylesheet" href>` (ssr/render.ts).
 */
const CONTROLS = 'button, a[href], area[href], input, select, textarea';

/** The element that carries a trigger's ARIA: itself, or the control its shadow root delegates focus to. */
export function ariaTarget(trigger: Element): Element {
  const inner = trigger.shadowRoot?.delegatesFocus
    ? trigger.shadowRoot.querySelector(`${CONTROLS}, [tabindex]`)
    : null;
  return inner ? ariaTarget(inner) : trigger;
}

type Relation = 'aria-describedby' | 'aria-controls';
const REFLECTED = {
  'aria-describedby': 'ariaDescribedByElements',
  'aria-controls': 'ariaControlsElements',
} as const;

/** Adds (`on`) or removes `target` from the trigger's `relation` (aria-describedby, aria-controls). */
export function relate(trigger: Element, relation: Relation, target: Element, on: boolean): void {
  const element = ariaTarget(trigger);
  if (element === trigger && target.id && trigger.getRootNode() === target.getRootNode()) {
    const ids = (trigger.getAttribute(relation) ?? '').split(/\s+/).filter((id) => id && id !== target.id);
    if (on) ids.push(target.id);
    if (ids.length) trigger.setAttribute(relation, ids.join(' '));
    else trigger.removeAttribute(relation);
    return;
  }
  const property = REFLECTED[relation];
  const others = [...(element[property] ?? [])].filter((other) => other !== target);
  element[property] = on ? [...others, target] : others.length ? others : null;
}

/** Sets (or with `null` removes) an ARIA state of the trigger (aria-expanded, aria-haspopup). */
export function setTriggerState(trigger: Element, name: string, value: string | null): void {
  const element = ariaTarget(trigger);
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The trigger by id in the element's own tree (document or shadow root), else the element just before it. */
export function findTrigger(element: Element, id: string): Element | null {
  if (id) return (element.getRootNode() as Document | ShadowRoot).getElementById?.(id) ?? null;
  return element.previousElementSibling;
}

/** Waits for a kit element trigger to render (its control exists then). */
export async function triggerReady(trigger: Element): Promise<void> {
  await (trigger as Element & { updateComplete?: Promise<unknown> }).updateComplete;
}

/** The first element a person could focus in `root`'s light DOM (a kit element delegating focus counts). */
export function firstFocusable(root: Element): HTMLElement | null {
  const autofocus = root.querySelector<HTMLElement>('[autofocus]');
  if (autofocus) return autofocus;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.hasAttribute('disabled') || element.closest('[inert]')) continue;
    if (element.shadowRoot?.delegatesFocus) return element;
    if (element.matches(`${CONTROLS}, [tabindex]:not([tabindex="-1"])`)) return element;
  }
  return null;
}

/**
 * The link between a tooltip or popover (`owner`) and its trigger (`findTrigger` of the `for`
 * id): `attach` listens on the trigger for `listeners` and, once it has rendered
 * (`triggerReady`), calls `relate(trigger, true)` to put the ARIA on it; a new trigger first
 * undoes both on the old one (`detach`, `relate(trigger, false)`). Browser only (nothing on a
 * server).
 */
export class TriggerLink {
  #trigger: Element | null = null;

  constructor(
    readonly owner: Element,
    readonly listeners: ReadonlyArray<readonly [string, EventListener]>,
    readonly relate: (trigger: Element, on: boolean) => void,
  ) {}

  /** The trigger, once attached. */
  get trigger(): Element | null {
    return this.#trigger;
  }

  async attach(id: string): Promise<void> {
    if (isServer) return;
    const trigger = findTrigger(this.owner, id);
    if (trigger === this.#trigger) return;
    this.detach();
    this.#trigger = trigger;
    if (!trigger) return;
    for (const [type, listener] of this.listeners) trigger.addEventListener(type, listener);
    await triggerReady(trigger);
    if (this.#trigger === trigger) this.relate(trigger, true);
  }

  detach(): void {
    const trigger = this.#trigger;
    if (!trigger) return;
    for (const [type, listener] of this.listeners) trigger.removeEventListener(type, listener);
    this.relate(trigger, false);
    this.#trigger = null;
  }
}
