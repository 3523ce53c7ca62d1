import { css } from 'lit';

export const styles = css`
  .icon-frame {
    background: var(--katha-color-error-subtle);
    color: var(--katha-color-error);
  }
`;
