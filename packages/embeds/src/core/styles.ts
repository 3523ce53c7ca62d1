import { css } from 'lit';

/** What every embed adds to the kit's base styles: a block host and the visually-hidden helper. */
export const embedStyles = css`
  :host {
    display: block;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
