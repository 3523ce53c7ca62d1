/**
 * The organizer apps' layout (contacts, notes, tickets), in their own chunks. Every value comes
 * from the kit's tokens; logical properties keep rtl right.
 */
export const ORGANIZER_STYLES = `
.organizer__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--katha-space-3);
}
.organizer__toolbar > katha-text-field,
.organizer__toolbar > katha-select {
  flex: 1 1 12rem;
  min-inline-size: 0;
}
.organizer__panes {
  display: grid;
  grid-template-columns: minmax(14rem, 22rem) minmax(0, 1fr);
  gap: var(--katha-space-4);
  align-items: start;
}
.organizer__pane {
  display: grid;
  gap: var(--katha-space-4);
  min-inline-size: 0;
  padding: var(--katha-space-4);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
}
.organizer__pane h2 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
  overflow-wrap: anywhere;
}
.organizer__pane .organizer__count {
  font: inherit;
}
.organizer__status {
  margin: 0;
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.organizer__back {
  display: none;
}
.organizer__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-2);
}
.organizer__fields {
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--katha-space-2) var(--katha-space-4);
  margin: 0;
}
.organizer__fields dt {
  color: var(--katha-color-text-muted);
}
.organizer__fields dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.organizer__form {
  display: grid;
  gap: var(--katha-space-3);
}
.notes__list {
  display: grid;
  gap: var(--katha-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
/* A note in the list and a ticket status's stat card: the same button-as-card. */
.notes__item,
.tickets__stat {
  display: grid;
  gap: var(--katha-space-1);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  color: var(--katha-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.notes__item[aria-current='true'],
.tickets__stat[aria-pressed='true'] {
  background: var(--katha-color-primary-subtle);
}
.notes__item:focus-visible,
.tickets__stat:focus-visible {
  outline: none;
  box-shadow: var(--katha-focus-ring);
}
.notes__item {
  inline-size: 100%;
  padding: var(--katha-space-3);
  border-inline-start: 0.375rem solid var(--note-colour);
}
.notes__item strong,
.notes__item span {
  overflow-wrap: anywhere;
}
.notes__item span {
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.organizer__plain {
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.organizer__plain > legend {
  margin-block-end: var(--katha-space-2);
  padding: 0;
  font-weight: var(--katha-font-weight-semibold);
}
.tickets__stats {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: var(--katha-space-3);
}
.tickets__stat {
  padding: var(--katha-space-4);
  border-block-start: 0.25rem solid var(--stat-colour);
}
.tickets__stat[aria-pressed='true'] {
  border-color: var(--katha-color-primary);
}
.tickets__count {
  font-size: var(--katha-font-size-xl);
  font-weight: var(--katha-font-weight-semibold);
}
@media (max-width: 47.99rem) {
  .organizer__panes {
    grid-template-columns: minmax(0, 1fr);
  }
  .organizer__panes[data-pane='detail'] > .organizer__list-pane,
  .organizer__panes[data-pane='list'] > .organizer__detail-pane {
    display: none;
  }
  .organizer__back {
    display: inline-flex;
  }
}
`;
