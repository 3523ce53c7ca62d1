import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .base {
    position: relative;
    display: flex;
    flex-direction: column;
    block-size: 100%;
    overflow: hidden;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius-lg);
    background: var(--katha-color-surface);
    box-shadow: var(--katha-shadow-card);
    transition: box-shadow var(--katha-transition-fast);
  }
  .base:hover {
    box-shadow: var(--katha-shadow-raised);
  }
  /* The title link covers the card, so the card shows its focus ring (not the toggles'). */
  .base:has(.title a:focus-visible) {
    box-shadow: var(--katha-focus-ring);
  }
  .media {
    aspect-ratio: 16 / 9;
    background: var(--katha-color-surface-muted);
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--katha-space-2);
    padding: var(--katha-space-4);
  }
  .title {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: var(--katha-font-size-md);
    font-weight: var(--katha-font-weight-bold);
    line-height: var(--katha-line-height-tight);
  }
  .title a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  .title a:hover {
    text-decoration: underline;
  }
  /* The title link covers the whole card, so a click anywhere opens the article. */
  .title a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .subtitle {
    display: -webkit-box;
    margin: 0;
    overflow: hidden;
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-sm);
    line-height: 1.5;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--katha-space-2) var(--katha-space-3);
    inline-size: 100%;
    margin-block-start: auto;
    padding-block-start: var(--katha-space-2);
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .author {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-inline-size: 0;
    max-inline-size: 100%;
    color: var(--katha-color-text);
  }
  .author-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    display: inline-flex;
    flex-wrap: wrap;
    gap: var(--katha-space-1) var(--katha-space-3);
  }
  .actions {
    position: relative;
    z-index: 1;
    display: inline-flex;
    gap: var(--katha-space-2);
    margin-inline-start: auto;
  }
  .topic {
    --_line: var(--katha-color-primary);
    position: relative;
    z-index: 1;
  }
  :host([variant='compact']) .base {
    flex-direction: row;
  }
  :host([variant='compact']) .media {
    flex: none;
    inline-size: 112px;
    aspect-ratio: 1;
  }
  /* The text takes what the thumbnail leaves, however narrow the column (a long author name
     ellipsizes, the toggles wrap under): it never runs under the card's clipped edge. */
  :host([variant='compact']) .body {
    min-inline-size: 0;
    padding: var(--katha-space-3);
  }
  :host([variant='compact']) .subtitle {
    -webkit-line-clamp: 1;
  }
  /* Spec §9 sm breakpoint: a bigger thumbnail beside the text from tablets up (at most half of a
     narrow card, such as the home's trending column). */
  @media (min-width: 600px) {
    :host([variant='compact']) .media {
      inline-size: min(200px, 50%);
      aspect-ratio: 4 / 3;
    }
  }
  /* An article without an image: not a blank stretch where the picture would be, but a cover of
     its own: a tinted panel under an accent line, the topic at its top, the title (larger) and
     the subtitle at its foot, and the footer on the card's surface below. */
  :host(:not([variant='compact'])) .base:not(:has(.media)) .body {
    border-block-start: 4px solid var(--katha-color-primary);
    background: var(--katha-color-surface-muted);
  }
  :host(:not([variant='compact'])) .base:not(:has(.media)) .title {
    margin-block-start: auto;
    font-size: var(--katha-font-size-lg);
  }
  :host(:not([variant='compact'])) .base:not(:has(.media)) .subtitle {
    -webkit-line-clamp: 4;
  }
  :host(:not([variant='compact'])) .base:not(:has(.media)) .footer {
    inline-size: calc(100% + 2 * var(--katha-space-4));
    margin: var(--katha-space-2) calc(-1 * var(--katha-space-4)) calc(-1 * var(--katha-space-4));
    padding: var(--katha-space-3) var(--katha-space-4);
    border-block-start: 1px solid var(--katha-color-border);
    background: var(--katha-color-surface);
  }
`;
