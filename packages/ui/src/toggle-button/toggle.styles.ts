import { css } from '@lit/reactive-element/css-tag.js';
import { visuallyHiddenBox } from '../core/styles.js';

/**
 * The toggle's button (./toggle.ts), in the shadow root of whatever draws it: the toggle element,
 * the article card. Its state is the button's own `aria-pressed`, so a press the page's early
 * capture takes before the element hydrates shows at once (apps/web/shared/early-input.ts).
 */
export const toggleStyles = css`
  .toggle {
    --_on: var(--katha-color-primary);
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-1);
    min-block-size: 36px;
    min-inline-size: 36px;
    padding-block: var(--katha-space-1);
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius-pill);
    background: var(--katha-color-surface);
    color: var(--katha-color-text-muted);
    font: inherit;
    font-size: var(--katha-font-size-xs);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
    cursor: pointer;
    transition:
      background-color var(--katha-transition-fast),
      color var(--katha-transition-fast),
      border-color var(--katha-transition-fast);
  }
  .toggle.like {
    --_on: var(--katha-color-error);
  }
  .toggle:hover:not(:disabled) {
    background: var(--katha-color-surface-muted);
  }
  .toggle[aria-pressed='true'] {
    border-color: var(--_on);
    color: var(--_on);
  }
  .toggle[aria-pressed='true'] .icon {
    fill: currentColor;
  }
  .toggle.icon-only {
    padding-inline: var(--katha-space-2);
  }
  /* The label of an icon-only toggle is for assistive technology only (by the button's class: a
     class bound on the label too would cost a hydration marker in every card). */
  .toggle.icon-only .label {
    ${visuallyHiddenBox}
  }
  .toggle:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .toggle[aria-busy='true'] {
    cursor: progress;
  }
  .toggle .icon {
    inline-size: 1.25em;
    block-size: 1.25em;
    flex: none;
  }
  .toggle .count {
    font-variant-numeric: tabular-nums;
  }
`;
