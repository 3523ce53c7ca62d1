import { css } from '@lit/reactive-element/css-tag.js';
import { failedNoteBox } from '../core/styles.js';

export const styles = css`
  :host {
    display: grid;
    gap: var(--katha-space-4);
  }
  form {
    display: grid;
    gap: var(--katha-space-4);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
    gap: var(--katha-space-4);
  }
  .required-note {
    margin: 0;
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .referral.valid::part(control) {
    border-color: var(--katha-color-success);
  }
  .actions {
    display: flex;
    justify-content: flex-end;
  }
  .failed {
    ${failedNoteBox}
    font-size: var(--katha-font-size-sm);
  }
  .status {
    padding: var(--katha-space-4);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--katha-radius);
    background: var(--_fill);
    font-size: var(--katha-font-size-sm);
  }
  .status p {
    margin: 0;
  }
  .status-title {
    margin-block-end: var(--katha-space-1) !important;
    font-weight: var(--katha-font-weight-bold);
  }
  .pending {
    --_accent: var(--katha-color-info);
    --_fill: var(--katha-color-info-subtle);
  }
  .approved {
    --_accent: var(--katha-color-success);
    --_fill: var(--katha-color-success-subtle);
  }
  .rejected {
    --_accent: var(--katha-color-warning);
    --_fill: var(--katha-color-warning-subtle);
  }
  .status a {
    color: var(--katha-color-primary);
    font-weight: var(--katha-font-weight-semibold);
  }
`;
