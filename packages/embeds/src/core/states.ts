import type { MessageId } from '@katha/i18n/core';
import { errorBoxStyles, errorStateBox } from '@katha/ui/error-box';
import { css } from '@lit/reactive-element/css-tag.js';
import { html, nothing } from 'lit/html.js';
// `common.retry`: registered here, not left to whichever import of the widget brings `common`.
import '@katha/i18n/messages/common';
import '@katha/i18n/messages/embeds';

/**
 * The widgets' state boxes: the kit's (`@katha/ui/state-box` and `@katha/ui/error-box`, what
 * `katha-empty-state` and `katha-error-state` render) inside the widget's own shadow root, without those elements, and a
 * native retry button in the look of the kit's outlined button.
 */
export const stateStyles = [
  ...errorBoxStyles,
  css`
    .retry {
      min-block-size: 44px;
      padding: var(--katha-space-2) var(--katha-space-4);
      border: 1px solid var(--katha-color-primary);
      border-radius: var(--katha-radius);
      background: none;
      color: var(--katha-color-primary);
      font: inherit;
      font-size: var(--katha-font-size-sm);
      font-weight: var(--katha-font-weight-semibold);
      cursor: pointer;
    }
    .retry:hover {
      background: var(--katha-color-primary-subtle);
    }
  `,
];

/** Loading failed: the kit's error box with "Try again" (left out when `retry` is undefined: a retry cannot help). */
export function errorState(host: { t(id: MessageId): string }, retry: (() => void) | undefined) {
  return html`<div part="state">
    ${errorStateBox({
      message: host.t('embeds.error'),
      action: retry
        ? html`<button part="retry" class="retry" type="button" @click=${retry}>${host.t('common.retry')}</button>`
        : nothing,
    })}
  </div>`;
}
