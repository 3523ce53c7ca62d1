import { css } from '@lit/reactive-element/css-tag.js';
import { failedNoteBox } from '../core/styles.js';

export const styles = css`
  :host {
    display: block;
  }
  form {
    display: grid;
    gap: var(--katha-space-2);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--katha-space-2);
  }
  .failed {
    ${failedNoteBox}
    font-size: var(--katha-font-size-xs);
  }
`;
