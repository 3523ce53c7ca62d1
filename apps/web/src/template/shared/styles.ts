/**
 * The template pages' own layout, in the template's chunk (the site's one stylesheet, inlined into
 * every reader page, carries none of it). Every value comes from the kit's tokens.
 */
export const TEMPLATE_STYLES = `
/* The site's header inside the shell's top bar, after its menu button: the bar draws the box. */
.template-header {
  display: flex;
  flex: 1;
  align-self: stretch;
  min-inline-size: 0;
}
.template-header > .topbar {
  position: static;
  flex: 1;
  height: 100%;
  border: 0;
  background: none;
}
.template-header .topbar__inner {
  max-width: none;
  padding-inline: 0;
}
/* Beside the sidebar, which shows the logo at its top, the header shows it no second time. */
.template-shell[menu-placement='sidebar'] katha-top-bar::part(logo) {
  display: none;
}
/* A demo menu entry's place in the menu: its section, groups and itself, in reading order. */
.template-trail {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.template-trail li + li::before {
  content: '/';
  margin-inline-end: var(--katha-space-2);
  color: var(--katha-color-text-muted);
}
.template-page {
  display: grid;
  gap: var(--katha-space-5);
  color: var(--katha-color-text);
}
.template-page h1 {
  margin: 0;
  font-size: var(--katha-font-size-xl);
}
.template-page__intro {
  margin: 0;
  max-inline-size: 70ch;
  color: var(--katha-color-text-muted);
}
.template-card {
  display: grid;
  gap: var(--katha-space-4);
  padding: var(--katha-space-5);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
}
.template-card h2 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
}
.template-card p {
  margin: 0;
}
.template-card > katha-button {
  justify-self: start;
}
/* A star toggle (aria-pressed) of the template's apps: the kit's toggle button has like, bookmark and follow only. */
.template-toggle {
  display: inline-flex;
  align-items: center;
  gap: var(--katha-space-2);
  min-block-size: 2.5rem;
  padding-inline: var(--katha-space-3);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  color: var(--katha-color-text);
  font: inherit;
  cursor: pointer;
}
.template-toggle svg {
  inline-size: 1.25rem;
  block-size: 1.25rem;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
}
.template-toggle[aria-pressed='true'] {
  border-color: var(--katha-color-primary);
  background: var(--katha-color-primary-subtle);
}
.template-toggle[aria-pressed='true'] svg {
  fill: currentColor;
}
.template-toggle:focus-visible {
  outline: none;
  box-shadow: var(--katha-focus-ring);
}
.template-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--katha-space-3);
}
.template-row--end {
  justify-content: flex-end;
}
/* A page of several demos: two columns where they fit. */
.template-demos {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: var(--katha-space-5);
  align-items: start;
}
.template-form {
  display: grid;
  gap: var(--katha-space-4);
}
.template-dialog__rules {
  display: grid;
  gap: var(--katha-space-3);
  margin: 0;
  padding-inline-start: var(--katha-space-5);
}
.template-dialog__reading {
  display: grid;
  gap: var(--katha-space-4);
  max-inline-size: 65ch;
  margin-inline: auto;
  padding-block: var(--katha-space-4);
  font-size: var(--katha-font-size-md);
  line-height: 1.8;
}
.template-dialog__reading p {
  margin: 0;
}
.template-result {
  min-block-size: 1.5em;
  color: var(--katha-color-text-muted);
}
.template-figure {
  display: grid;
  justify-items: center;
  gap: var(--katha-space-1);
  margin: 0;
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.template-avatar-group {
  display: flex;
}
.template-avatar-group > * {
  border-radius: 50%;
  box-shadow: 0 0 0 2px var(--katha-color-surface);
}
.template-avatar-group > * + * {
  margin-inline-start: calc(-1 * var(--katha-space-3));
}
`;
