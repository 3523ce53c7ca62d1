/**
 * The calendar's layout (in its chunk): the month grid, the week's columns (one under the other
 * when narrow) and the day's list. Every value comes from the kit's tokens and logical properties.
 */
export const CALENDAR_STYLES = `
.cal {
  container-type: inline-size;
  min-inline-size: 0;
}
.cal h2 {
  margin: 0;
}
.cal__toolbar {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--katha-space-3);
}
.cal__view {
  min-inline-size: 0;
  padding-block-start: var(--katha-space-3);
}
.cal__month {
  inline-size: 100%;
  table-layout: fixed;
  border-collapse: collapse;
}
.cal__month th {
  padding: var(--katha-space-1);
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
}
.cal__cell {
  block-size: 6rem;
  padding: var(--katha-space-1);
  border: 1px solid var(--katha-color-border);
  vertical-align: top;
  overflow: hidden;
  cursor: pointer;
}
.cal__cell--other .cal__date {
  color: var(--katha-color-text-muted);
}
.cal__cell[tabindex='0'] {
  background: var(--katha-color-primary-subtle);
}
.cal__cell:focus-visible {
  outline: 2px solid var(--katha-color-focus);
  outline-offset: -2px;
}
.cal__cell[aria-current='date'] .cal__date {
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.75rem;
  border-radius: 999px;
  background: var(--katha-color-primary);
  color: var(--katha-color-on-primary);
}
.cal__date {
  display: inline-block;
  font-weight: 600;
}
.cal__event {
  display: block;
  inline-size: 100%;
  margin-block-start: var(--katha-space-1);
  padding: 2px var(--katha-space-1);
  border: 0;
  border-inline-start: 3px solid var(--katha-color-primary);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface-muted);
  color: var(--katha-color-text);
  font: inherit;
  font-size: var(--katha-font-size-sm);
  text-align: start;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
}
.cal__event--wide {
  padding: var(--katha-space-2) var(--katha-space-3);
  font-size: inherit;
  white-space: normal;
}
.cal__event-time {
  font-weight: 600;
}
.cal__week {
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: var(--katha-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.cal__week-day {
  min-inline-size: 0;
  min-block-size: 8rem;
  padding: var(--katha-space-2);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
}
.cal__week-day[aria-current='date'] {
  border-color: var(--katha-color-primary);
}
.cal__week-day h3 {
  margin: 0;
  font-size: var(--katha-font-size-sm);
}
.cal__none {
  margin: var(--katha-space-1) 0 0;
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.cal__day-list {
  display: grid;
  gap: var(--katha-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.cal__form {
  display: grid;
  gap: var(--katha-space-3);
}
.cal__times {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: var(--katha-space-3);
}
.cal__problem {
  margin: 0;
  color: var(--katha-color-error);
}
@container (max-width: 40rem) {
  .cal__week {
    grid-template-columns: minmax(0, 1fr);
  }
  .cal__week-day {
    min-block-size: 0;
  }
  .cal__cell {
    block-size: 3.5rem;
  }
  .cal__event {
    font-size: 0;
    block-size: 0.5rem;
    padding: 0;
    border-inline-start-width: 0;
    background: var(--katha-color-primary);
  }
}
`;
