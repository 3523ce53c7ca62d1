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
  /* The topic, an outlined pill in the primary colour. */
  .topic {
    position: relative;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    min-block-size: 28px;
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-primary);
    border-radius: var(--katha-radius-pill);
    color: var(--katha-color-primary);
    font-size: var(--katha-font-size-xs);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
    white-space: nowrap;
  }
  /* The author's picture, or initials on the secondary colour without one. */
  .avatar {
    position: relative;
    display: inline-grid;
    flex: none;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    overflow: hidden;
    border-radius: 50%;
    background: var(--katha-color-secondary);
    color: var(--katha-color-on-secondary);
    font-size: 13px;
    font-weight: var(--katha-font-weight-semibold);
    line-height: 1;
  }
  .avatar img {
    position: absolute;
    inset: 0;
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
  /* An article without an image: no stand-in block where the picture would be, but the card's
     own surface under an accent line, its words from the top (a longer subtitle) and the footer,
     read time included, at its foot: as tall as pictured cards in a row, as finished alone. */
  :host(:not([variant='compact'])) .base:not(:has(.media)) {
    border-block-start: 4px solid var(--katha-color-primary);
  }
  :host(:not([variant='compact'])) .base:not(:has(.media)) .subtitle {
    -webkit-line-clamp: 4;
  }
  /* A topic, subtitle, author, date or read time the article lacks: the element is there (its text
     bound into it, which costs a page of cards fewer hydration markers than a conditional), not
     shown. */
  .topic:empty,
  .subtitle:empty,
  .meta > :empty {
    display: none;
  }
  .author:has(.author-name:empty) {
    display: none;
  }
`;
