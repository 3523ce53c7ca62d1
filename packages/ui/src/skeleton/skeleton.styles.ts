import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .bone {
    display: block;
    background: var(--katha-color-surface-muted);
    border-radius: var(--katha-radius-sm);
    animation: pulse 1.4s ease-in-out infinite;
  }
  .line {
    block-size: 0.9em;
    inline-size: 100%;
  }
  .text {
    display: grid;
    gap: var(--katha-space-2);
  }
  .text .line:last-child:not(:first-child) {
    inline-size: 60%;
  }
  .shape {
    inline-size: var(--katha-skeleton-width, 100%);
    block-size: var(--katha-skeleton-height, 1em);
  }
  :host([variant='circle']) .shape {
    inline-size: var(--katha-skeleton-width, 40px);
    block-size: var(--katha-skeleton-height, 40px);
    border-radius: 50%;
  }
  .card {
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius-lg);
    background: var(--katha-color-surface);
  }
  .media {
    aspect-ratio: 16 / 9;
    border-radius: 0;
  }
  .body {
    display: grid;
    gap: var(--katha-space-2);
    padding: var(--katha-space-4);
  }
  .title {
    block-size: 1.4em;
    inline-size: 80%;
  }
  .byline {
    display: flex;
    align-items: center;
    gap: var(--katha-space-2);
    margin-block-start: var(--katha-space-2);
  }
  .avatar {
    flex: none;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
  }
  .byline .line {
    inline-size: 40%;
  }
  @keyframes pulse {
    50% {
      opacity: 0.5;
    }
  }
`;
