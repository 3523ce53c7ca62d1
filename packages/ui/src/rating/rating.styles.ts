import { css } from '@lit/reactive-element/css-tag.js';
import { fieldFrameStyles } from '../core/field.styles.js';

export const styles = css`
  ${fieldFrameStyles}
  :host {
    --katha-rating-color: var(--katha-color-warning);
    display: inline-flex;
  }
  .base {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  .star {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 36px;
    block-size: 36px;
    border-radius: var(--katha-radius-sm);
    color: var(--katha-color-text-muted);
    cursor: pointer;
  }
  .readonly .star {
    inline-size: 24px;
    block-size: 24px;
    cursor: default;
  }
  .star .icon {
    inline-size: 28px;
    block-size: 28px;
    transition: transform var(--katha-transition-fast);
  }
  .readonly .star .icon {
    inline-size: 20px;
    block-size: 20px;
  }
  .star.on {
    color: var(--katha-rating-color);
  }
  .star.on .icon {
    fill: currentColor;
  }
  .base:not(.disabled):not(.readonly) .star:hover .icon {
    transform: scale(1.15);
  }
  .disabled .star {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .error {
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
`;
