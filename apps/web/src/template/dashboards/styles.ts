/**
 * The dashboards' and widgets' layout (in their pages' chunks, as the template's styles are):
 * grids of stat cards, panels, charts and widget cards. Every value comes from the kit's tokens,
 * with logical properties, so light/dark, the colour themes and rtl apply.
 */
export const DASHBOARD_STYLES = `
.dash-grid {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--katha-space-5);
}
@media (min-width: 1024px) {
  .dash-grid {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .dash-panel--wide {
    grid-column: 1 / -1;
  }
}
.dash-panel {
  align-content: start;
  min-inline-size: 0;
}
.dash-stats,
.dash-widgets {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: var(--katha-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.dash-stat {
  display: grid;
  gap: var(--katha-space-1);
  padding: var(--katha-space-4);
  border: 1px solid var(--katha-color-border);
  border-inline-start: 4px solid var(--dash-tone, var(--katha-color-primary));
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  min-inline-size: 0;
}
.dash-stat--info { --dash-tone: var(--katha-color-info); }
.dash-stat--success { --dash-tone: var(--katha-color-success); }
.dash-stat--warning { --dash-tone: var(--katha-color-warning); }
.dash-stat--secondary { --dash-tone: var(--katha-color-secondary); }
.dash-stat__label,
.dash-stat__note {
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.dash-stat__value {
  font-size: var(--katha-font-size-xl);
  font-weight: var(--katha-font-weight-bold);
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
}
.dash-source {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--katha-space-3);
}
/* The sign-in link in the sample's notice: the notice's own text colour (contrast on its tint), underlined. */
[data-source] a {
  color: inherit;
  font-weight: var(--katha-font-weight-semibold);
  text-decoration: underline;
}
.dash-chart .studio-chart {
  background: var(--katha-color-surface);
}
.dash-chart--sm .studio-chart__canvas {
  height: 180px;
}
.dash-chart--spark .studio-chart__canvas {
  height: 72px;
}
.dash-widget {
  display: grid;
  gap: var(--katha-space-3);
  align-content: start;
  padding: var(--katha-space-4);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  min-inline-size: 0;
}
.dash-widget h3 {
  margin: 0;
  font-size: var(--katha-font-size-md);
}
.dash-widget p {
  margin: 0;
  color: var(--katha-color-text-muted);
}
.dash-widget__head {
  display: flex;
  align-items: center;
  gap: var(--katha-space-3);
  min-inline-size: 0;
}
.dash-widget__figures {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-4);
  margin: 0;
}
.dash-widget__figures div {
  display: grid;
}
.dash-widget__figures dt {
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.dash-widget__figures dd {
  margin: 0;
  font-weight: var(--katha-font-weight-bold);
}
.dash-widget__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--katha-space-3);
}
.dash-price {
  font-size: var(--katha-font-size-lg);
  font-weight: var(--katha-font-weight-bold);
}
.dash-banner {
  display: grid;
  gap: var(--katha-space-3);
  padding: var(--katha-space-6);
  border-radius: var(--katha-radius-lg);
  background: var(--katha-color-primary-subtle);
  color: var(--katha-color-text);
}
.dash-banner--info {
  background: var(--katha-color-surface-muted);
  border: 1px solid var(--katha-color-border);
}
.dash-banner h3 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
}
.dash-banner p {
  margin: 0;
  max-inline-size: 60ch;
}
.dash-banner > katha-button,
.dash-banner .dash-widget__actions {
  justify-self: start;
}
.dash-banners {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: var(--katha-space-4);
}
`;
