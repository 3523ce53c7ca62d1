import { formLayoutCss } from '@katha/ui/theme';

/** The form pages' own rules (after the kit's form layouts): the wizard's step headings and the summary list. */
const PAGE_CSS = `
.template-form {
  max-inline-size: 48rem;
}
.template-wizard__heading {
  margin: 0;
  font-size: var(--katha-font-size-md);
}
.template-wizard__heading:focus-visible {
  outline: none;
  box-shadow: var(--katha-focus-ring);
}
.template-editor-placeholder {
  min-block-size: 16rem;
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
}
.template-label {
  font-size: var(--katha-font-size-sm);
  font-weight: var(--katha-font-weight-semibold);
}
.template-error {
  margin: 0;
  color: var(--katha-color-error);
  font-size: var(--katha-font-size-xs);
}
.template-html {
  margin: 0;
  padding: var(--katha-space-3);
  overflow-x: auto;
  border-radius: var(--katha-radius-sm);
  background: var(--katha-color-surface-muted);
  color: var(--katha-color-text);
  font-size: var(--katha-font-size-xs);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.template-result > p {
  margin: 0;
}
.template-summary {
  display: grid;
  gap: var(--katha-space-2);
  margin: 0;
}
.template-summary > div {
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
  gap: var(--katha-space-3);
}
.template-summary dt {
  color: var(--katha-color-text-muted);
}
.template-summary dd {
  margin: 0;
  overflow-wrap: anywhere;
}
`;

/** The kit's form layouts (`katha-form`, `katha-form--horizontal`, `katha-form__row`) and the form pages' rules, rendered with the page. */
export function LayoutStyles() {
  return <style>{formLayoutCss + PAGE_CSS}</style>;
}
