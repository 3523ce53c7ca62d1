/**
 * The kit's form layouts, as classes of a stylesheet for the page (not an element: a layout has to
 * reach the `label` part of the controls it arranges, which only the controls' own document can).
 * Put `formLayoutCss` in the page once (a `<style>`, server-rendered with it, so nothing moves on
 * hydration); every value comes from the theme's tokens, and every rule uses logical properties,
 * so rtl mirrors them.
 *
 * - `katha-form`: vertical, the default. The controls one under the other, each label above its
 *   field; a `<fieldset>` inside groups controls under its `<legend>` with the same spacing.
 * - `katha-form katha-form--horizontal`: each label beside its field, in a column
 *   `--katha-form-label-width` wide (11rem); the checkboxes, switches and the actions line up
 *   with the fields. Where the form is narrower than 36rem (a phone) it is vertical again: the
 *   rule is a container query on the form's own width, not the window's.
 * - `katha-form__row` (inside either): a custom layout's row, its fields side by side in equal
 *   columns at least `--katha-form-min-column` wide (12rem), wrapping one under the other when
 *   there is no room. `katha-form__full` makes a field of a row take a whole line.
 * - `katha-form__actions`: the form's buttons in a row that wraps.
 *
 * Labels beside fields work for the controls with a `label` part above their field:
 * katha-text-field, katha-textarea, katha-select, katha-autocomplete, katha-date-picker,
 * katha-time-picker and katha-radio-group.
 * form-layout.test.ts measures each layout in Chromium (ltr and rtl, wide and narrow forms).
 */
const FIELDS = [
  'katha-text-field',
  'katha-textarea',
  'katha-select',
  'katha-autocomplete',
  'katha-date-picker',
  'katha-time-picker',
];
const within = (selectors: string[], suffix = '') =>
  selectors.map((tag) => `.katha-form--horizontal ${tag}${suffix}`).join(',\n');

export const formLayoutCss = `
.katha-form {
  --katha-form-label-width: 11rem;
  --katha-form-min-column: 12rem;
  display: grid;
  gap: var(--katha-space-4);
  align-content: start;
  min-inline-size: 0;
}
.katha-form > *,
.katha-form fieldset > * {
  min-inline-size: 0;
}
.katha-form fieldset {
  display: grid;
  gap: var(--katha-space-4);
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.katha-form fieldset[hidden] {
  display: none;
}
.katha-form legend {
  margin-block-end: var(--katha-space-4);
  padding: 0;
  font-weight: var(--katha-font-weight-semibold);
}
.katha-form :is(${FIELDS.join(', ')}) {
  inline-size: 100%;
}
.katha-form__row {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--katha-form-min-column)), 1fr));
  gap: var(--katha-space-4);
  align-items: start;
}
.katha-form__full {
  grid-column: 1 / -1;
}
.katha-form__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--katha-space-3);
}
.katha-form--horizontal {
  container-type: inline-size;
}
@container (min-width: 36rem) {
  ${within(FIELDS)},
  .katha-form--horizontal katha-radio-group::part(base) {
    display: grid;
    grid-template-columns: var(--katha-form-label-width) minmax(0, 1fr);
    column-gap: var(--katha-space-4);
    row-gap: var(--katha-space-1);
    align-items: start;
  }
  ${within([...FIELDS, 'katha-radio-group'], '::part(label)')} {
    grid-column: 1;
    grid-row: 1 / span 4;
    padding-block-start: var(--katha-space-2);
  }
  .katha-form--horizontal katha-radio-group::part(label) {
    padding-block-start: 0;
  }
  .katha-form--horizontal :is(katha-checkbox, katha-switch, .katha-form__actions),
  .katha-form--horizontal katha-radio-group::part(error) {
    margin-inline-start: calc(var(--katha-form-label-width) + var(--katha-space-4));
  }
}
`;
