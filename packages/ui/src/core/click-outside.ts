import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & Element;

/**
 * Calls `onOutside(event)` when a pointer goes down anywhere in the host's document outside the
 * host (its shadow root and slotted content count as inside), while the host is connected: the
 * way a menu or dropdown closes on a press elsewhere. Listens on the document only while
 * connected; nothing happens on a server (no connection there).
 */
export class ClickOutsideController implements ReactiveController {
  readonly #host: Host;
  readonly #onOutside: (event: PointerEvent) => void;
  #document?: Document;

  constructor(host: Host, onOutside: (event: PointerEvent) => void) {
    this.#host = host;
    this.#onOutside = onOutside;
    host.addController(this);
  }

  readonly #listener = (event: PointerEvent) => {
    if (!event.composedPath().includes(this.#host)) this.#onOutside(event);
  };

  hostConnected(): void {
    this.#document = this.#host.ownerDocument;
    this.#document.addEventListener('pointerdown', this.#listener);
  }

  hostDisconnected(): void {
    this.#document?.removeEventListener('pointerdown', this.#listener);
    this.#document = undefined;
  }
}
