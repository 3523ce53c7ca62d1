import '@katha/ui/empty-state';
import '@katha/ui/error-state';
import '@katha/ui/skeleton';
import { html, nothing } from 'lit';
import '../generated/messages/embeds.js';

/** What renders a state: the widget's words. */
interface StateHost {
  t(id: 'embeds.error'): string;
}

/** Loading failed: the kit's `katha-error-state` ("Try again" left out when `retry` is undefined: a retry cannot help). */
export function errorState(host: StateHost, retry: (() => void) | undefined) {
  return html`<katha-error-state
    part="state"
    exportparts="retry"
    message=${host.t('embeds.error')}
    ?no-retry=${!retry}
    @katha-retry=${retry ?? nothing}
  ></katha-error-state>`;
}

/** Nothing to show: the kit's `katha-empty-state`. */
export function emptyState(options: { heading: string; message: string; level: number }) {
  return html`<katha-empty-state
    part="state"
    heading=${options.heading}
    message=${options.message}
    heading-level=${options.level}
  ></katha-empty-state>`;
}

/** Loading: the kit's `katha-skeleton` of `variant`, with `label` for screen readers. */
export function loadingState(label: string, variant: 'card' | 'text') {
  return html`<div part="state" role="status">
    <span class="visually-hidden">${label}</span>
    <katha-skeleton variant=${variant} lines="1"></katha-skeleton>
  </div>`;
}
