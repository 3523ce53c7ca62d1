import { css } from 'lit';

export const styles = css`
  :host {
    max-inline-size: var(--katha-embed-max-width, 420px);
  }
`;
