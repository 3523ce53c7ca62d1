import { css } from 'lit';

/** What every embed adds to the kit's base styles: a block host. */
export const embedStyles = css`
  :host {
    display: block;
  }
`;
