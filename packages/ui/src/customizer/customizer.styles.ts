import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: contents;
  }
  .trigger {
    position: fixed;
    inset-block-end: var(--katha-space-5);
    inset-inline-end: var(--katha-space-5);
    z-index: 20;
    border-radius: 50%;
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
    box-shadow: var(--katha-shadow-raised);
  }
  form {
    display: grid;
    gap: var(--katha-space-5);
    padding: var(--katha-space-4);
  }
  fieldset {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--katha-space-2);
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  fieldset.themes {
    grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  }
  legend,
  .label {
    margin-block-end: var(--katha-space-2);
    padding: 0;
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .option {
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    font-size: var(--katha-font-size-xs);
    line-height: var(--katha-line-height-tight);
    cursor: pointer;
  }
  .option:hover {
    border-color: var(--katha-color-primary);
  }
  .option:has(input:checked) {
    border-color: var(--katha-color-primary);
    background: var(--katha-color-primary-subtle);
    color: var(--katha-color-text);
  }
  .option:has(input:focus-visible) {
    box-shadow: var(--katha-focus-ring);
  }
  .option input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .icon {
    inline-size: 20px;
    block-size: 20px;
    flex: none;
  }
  .swatch {
    flex: none;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: linear-gradient(135deg, var(--_primary) 50%, var(--_secondary) 50%);
  }
  .radius {
    display: grid;
    gap: var(--katha-space-2);
  }
  .radius-row {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
  }
  input[type='range'] {
    flex: 1;
    min-block-size: 44px;
    accent-color: var(--katha-color-primary);
  }
  output {
    min-inline-size: 4em;
    font-size: var(--katha-font-size-xs);
    text-align: end;
  }
  /* The value reads in its own direction (core/styles.ts textInItsDirection): the end of the
     page's line is the left in rtl. */
  output:dir(rtl) {
    text-align: left;
  }
  .switch {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--katha-space-3);
    min-block-size: 44px;
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    cursor: pointer;
  }
  .switch input {
    inline-size: 22px;
    block-size: 22px;
    accent-color: var(--katha-color-primary);
  }
`;
