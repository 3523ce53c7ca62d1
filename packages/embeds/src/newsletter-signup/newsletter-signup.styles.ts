import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What the kit's newsletter box (`@katha/ui/newsletter-form/styles`: box, heading, intro, form,
 * messages, note) needs for native controls: the look of the kit's text field and primary button.
 */
export const styles = css`
  form {
    align-items: end;
  }
  label {
    display: grid;
    flex: 1 1 240px;
    gap: var(--katha-space-1);
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  input,
  button {
    min-block-size: 44px;
    padding: var(--katha-space-2) var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: inherit;
    font: inherit;
    font-weight: var(--katha-font-weight-regular);
  }
  [aria-invalid='true'] {
    border-color: var(--katha-color-error);
  }
  button {
    padding-inline: var(--katha-space-4);
    border-color: transparent;
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
    font-weight: var(--katha-font-weight-semibold);
    cursor: pointer;
  }
  button:hover {
    background: var(--katha-color-primary-hover);
  }
  :disabled {
    opacity: 0.6;
  }
  .field-error {
    flex-basis: 100%;
    margin: 0;
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
`;
