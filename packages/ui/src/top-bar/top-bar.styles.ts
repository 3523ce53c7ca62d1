import { css } from '@lit/reactive-element/css-tag.js';
import { visuallyHiddenBox } from '../core/styles.js';

export const styles = css`
  :host {
    display: flex;
    flex: 1;
    align-items: center;
    gap: var(--katha-space-3);
    min-inline-size: 0;
  }
  katha-search-box {
    flex: 1;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: var(--katha-space-1);
    margin-inline-start: auto;
  }
  .write {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    padding-inline: var(--katha-space-4);
    border-radius: var(--katha-radius);
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    text-decoration: none;
  }
  /* Tooltips open towards the inline start from the button's end edge: centred, the last one
     (login, settings) reached past the window's edge and widened the page on phones. */
  katha-icon-button::part(tooltip) {
    inset-inline-start: auto;
    inset-inline-end: 0;
    translate: none;
  }
  .search-icon {
    display: none;
  }
  .bell {
    position: relative;
    display: inline-flex;
  }
  .badge {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: 0;
    min-inline-size: 20px;
    block-size: 20px;
    padding-inline: 5px;
    border-radius: 10px;
    background: var(--katha-color-error);
    color: var(--katha-color-on-status);
    font-size: 12px;
    font-weight: var(--katha-font-weight-bold);
    line-height: 20px;
    text-align: center;
    pointer-events: none;
  }
  .write:hover {
    background: var(--katha-color-primary-hover);
  }
  .write .icon {
    inline-size: 18px;
    block-size: 18px;
  }
  @media (max-width: 767.98px) {
    /* The search box is hidden here (spec): visitors get the search icon members have. */
    .search-icon {
      display: inline-flex;
    }
  }
  @media (max-width: 599.98px) {
    /* A member's 44px targets and the logo fit a 360px phone. */
    :host {
      gap: var(--katha-space-1);
    }
    .actions {
      gap: 0;
    }
    /* 40px targets (WCAG 2.5.8 asks 24): six of them and the logo fit 360px. */
    katha-icon-button::part(base) {
      inline-size: 40px;
      block-size: 40px;
    }
    /* A member's six controls and the logo fit a 360px phone: their language is in the settings
       drawer there (the customizer's language), not beside the bell. */
    :host([signed-in]) katha-language-switcher {
      display: none;
    }
    .write .label {
      ${visuallyHiddenBox}
    }
    .write {
      justify-content: center;
      inline-size: 40px;
      min-block-size: 40px;
      padding-inline: 0;
    }
  }
`;
