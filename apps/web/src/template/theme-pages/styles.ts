/**
 * The theme pages' own layout (tree, pricing cards, billing toggle, FAQ, account settings, landing
 * page), rendered by each page in a `<style>`: the landing page is outside the template's shell, so
 * it cannot count on the shell's styles. Every value comes from the kit's tokens, and every side is
 * a logical one (rtl mirrors it).
 */
export const THEME_PAGES_STYLES = `
.tp-note {
  margin: 0;
  padding: var(--katha-space-3) var(--katha-space-4);
  border-inline-start: 4px solid var(--katha-color-primary);
  border-radius: var(--katha-radius-sm);
  background: var(--katha-color-surface-muted);
  color: var(--katha-color-text);
}

/* Tree (WAI-ARIA tree view). */
.tp-tree,
.tp-tree [role='group'] {
  margin: 0;
  padding: 0;
  list-style: none;
}
.tp-tree [role='group'] {
  padding-inline-start: var(--katha-space-5);
}
.tp-tree__row {
  display: flex;
  align-items: center;
  gap: var(--katha-space-2);
  padding: var(--katha-space-1) var(--katha-space-2);
  border-radius: var(--katha-radius-sm);
  cursor: pointer;
}
.tp-tree [role='treeitem'] {
  outline: none;
}
.tp-tree [role='treeitem']:focus-visible > .tp-tree__row {
  outline: 2px solid var(--katha-color-focus);
  outline-offset: -2px;
}
.tp-tree [role='treeitem'][aria-selected='true'] > .tp-tree__row {
  background: var(--katha-color-primary-subtle);
  font-weight: var(--katha-font-weight-semibold);
}
.tp-tree__row:hover {
  background: var(--katha-color-surface-muted);
}
.tp-tree__twisty {
  display: inline-grid;
  place-items: center;
  inline-size: 1.25em;
  flex: none;
  transition: transform 0.15s;
}
.tp-tree [aria-expanded='true'] > .tp-tree__row > .tp-tree__twisty {
  transform: rotate(90deg);
}
[dir='rtl'] .tp-tree__twisty {
  transform: scaleX(-1);
}
[dir='rtl'] .tp-tree [aria-expanded='true'] > .tp-tree__row > .tp-tree__twisty {
  transform: rotate(90deg);
}

/* Pricing. */
.tp-toggle {
  display: inline-flex;
  justify-self: start;
  padding: var(--katha-space-1);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius-pill);
  background: var(--katha-color-surface);
}
.tp-toggle button {
  min-block-size: 40px;
  padding-inline: var(--katha-space-4);
  border: 0;
  border-radius: var(--katha-radius-pill);
  background: none;
  color: var(--katha-color-text);
  font: inherit;
  cursor: pointer;
}
.tp-toggle button[aria-pressed='true'] {
  background: var(--katha-color-primary);
  color: var(--katha-color-on-primary);
  font-weight: var(--katha-font-weight-semibold);
}
.tp-toggle button:focus-visible {
  outline: 2px solid var(--katha-color-focus);
  outline-offset: 2px;
}
/* A list of cards that wrap into as many columns as fit (pricing plans, the landing page's tiles). */
.tp-plans,
.landing__grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: var(--katha-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.tp-plan {
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: var(--katha-space-3);
  padding: var(--katha-space-5);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius-lg);
  background: var(--katha-color-surface);
  color: var(--katha-color-text);
}
.tp-plan h2,
.tp-plan h3 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
}
.tp-plan__price {
  margin: 0;
  font-size: var(--katha-font-size-xl);
  font-weight: var(--katha-font-weight-bold);
  line-height: var(--katha-line-height-tight);
}
.tp-plan__muted,
.tp-muted {
  margin: 0;
  color: var(--katha-color-text-muted);
}
.tp-plan ul {
  margin: 0;
  padding-inline-start: var(--katha-space-5);
}

/* Forms in the settings' tabs. */
.tp-form {
  display: grid;
  gap: var(--katha-space-4);
  max-inline-size: 36rem;
  padding-block: var(--katha-space-4);
}
/* The site's inputs (styles/app.css) already take the surface, the border and the page's font. */
.tp-form input {
  min-block-size: 44px;
  padding-inline: var(--katha-space-3);
  border-radius: var(--katha-radius);
  color: var(--katha-color-text);
}
.tp-form input[aria-invalid='true'] {
  border-color: var(--katha-color-error);
}
.tp-form fieldset {
  display: grid;
  gap: var(--katha-space-3);
  margin: 0;
  padding: 0;
  border: 0;
}
.tp-form legend {
  margin-block-end: var(--katha-space-2);
  padding: 0;
  font-weight: var(--katha-font-weight-semibold);
}
.tp-form > katha-button {
  justify-self: start;
}
.tp-panel {
  padding-block: var(--katha-space-4);
}

/* FAQ. */
.tp-faq-group {
  display: grid;
  gap: var(--katha-space-3);
}
.tp-faq-group h2 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
}

/* Landing page: full width, outside the template's shell. */
.landing {
  align-self: stretch;
  justify-self: stretch;
  display: grid;
  /* Edge to edge: the blank layout's padding given back. */
  margin: calc(-1 * var(--katha-space-5)) calc(-1 * var(--katha-space-4));
  color: var(--katha-color-text);
}
.landing__quote {
  display: grid;
  gap: var(--katha-space-3);
  margin: 0;
}
.landing__band {
  padding: var(--katha-space-7) var(--katha-space-4);
}
.landing__inner {
  display: grid;
  gap: var(--katha-space-5);
  max-inline-size: var(--katha-layout-container-max-width, 72rem);
  margin-inline: auto;
}
.landing__top {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--katha-space-3);
}
.landing__hero {
  background: var(--katha-color-primary-subtle);
}
.landing__hero h1 {
  margin: 0;
  font-size: clamp(2rem, 6vw, 3.5rem);
  line-height: var(--katha-line-height-tight);
}
.landing__lead {
  margin: 0;
  max-inline-size: 60ch;
  font-size: var(--katha-font-size-md);
}
.landing h2 {
  margin: 0;
  font-size: var(--katha-font-size-xl);
  line-height: var(--katha-line-height-tight);
}
.landing h3 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
}
.landing p {
  margin: 0;
}
.landing__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-3);
}
.landing__cta {
  display: inline-flex;
  align-items: center;
  min-block-size: 48px;
  padding-inline: var(--katha-space-5);
  border: 2px solid var(--katha-color-primary);
  border-radius: var(--katha-radius);
  background: var(--katha-color-primary);
  color: var(--katha-color-on-primary);
  font-weight: var(--katha-font-weight-semibold);
  text-decoration: none;
}
.landing__cta--outlined {
  background: var(--katha-color-surface);
  color: var(--katha-color-text);
}
.landing__cta:focus-visible,
.landing a:focus-visible {
  outline: 2px solid var(--katha-color-focus);
  outline-offset: 2px;
}
.landing__tile {
  display: grid;
  align-content: start;
  gap: var(--katha-space-2);
  padding: var(--katha-space-5);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius-lg);
  background: var(--katha-color-surface);
  overflow-wrap: anywhere;
}
.landing__tile a {
  color: var(--katha-color-text);
  font-weight: var(--katha-font-weight-semibold);
}
.landing__tile blockquote {
  margin: 0;
  font-size: var(--katha-font-size-md);
}
.landing__band--muted {
  background: var(--katha-color-surface);
}
.landing__footer {
  border-block-start: 1px solid var(--katha-color-border);
  background: var(--katha-color-surface);
}
.landing__footer nav ul {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.landing__footer a,
.landing__link {
  color: var(--katha-color-text);
}
`;
