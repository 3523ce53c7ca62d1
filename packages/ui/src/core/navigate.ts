/** Detail of `katha-navigate`: where the person asked to go (a path of the app, or a URL). */
export interface NavigateDetail {
  href: string;
}

/**
 * A left click without modifier keys: the only click an element turns into `katha-navigate`
 * (a ctrl/⌘/shift/middle click keeps the browser's new-tab or new-window behaviour).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

declare global {
  interface HTMLElementEventMap {
    /**
     * A link inside a Katha element was followed. Cancelable: an app with a client-side
     * router calls `preventDefault()` and routes to `detail.href`; otherwise the browser
     * follows the link.
     */
    'katha-navigate': CustomEvent<NavigateDetail>;
  }
}
