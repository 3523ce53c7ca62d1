import { css } from '@lit/reactive-element/css-tag.js';

/** The newsletter box: heading, intro, form row, messages. */
export const styles = css`
  :host {
    display: block;
  }
  section {
    display: grid;
    gap: var(--katha-space-3);
    padding: var(--katha-space-5);
    border-radius: var(--katha-radius-lg);
    background: var(--katha-color-primary-subtle);
  }
  :host([compact]) section {
    padding: 0;
    background: none;
  }
  h2 {
    margin: 0;
    font-size: var(--katha-font-size-lg);
    font-weight: var(--katha-font-weight-bold);
  }
  .intro,
  .note {
    margin: 0;
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-sm);
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: var(--katha-space-2) var(--katha-space-3);
  }
  .message {
    margin: 0;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    font-size: var(--katha-font-size-sm);
  }
  .success {
    color: var(--katha-color-success);
  }
  .info {
    color: var(--katha-color-info);
  }
  .error {
    color: var(--katha-color-error);
  }
`;
