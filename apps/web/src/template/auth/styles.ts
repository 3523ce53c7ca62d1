/**
 * The auth demos' layout (in their own chunk, as the template's styles are): the side style (a
 * brand panel beside the form, hidden on phones) and the boxed style (one centred card). Every
 * value comes from the kit's tokens.
 */
export const AUTH_DEMO_STYLES = `
.auth-demo {
  inline-size: min(440px, 100%);
  display: grid;
  color: var(--katha-color-text);
  background: var(--katha-color-surface);
  border-radius: var(--katha-radius-lg);
  box-shadow: var(--katha-shadow-card);
  overflow: hidden;
}
.auth-demo--side {
  inline-size: min(1040px, 100%);
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
}
.auth-demo__brand {
  display: grid;
  align-content: center;
  justify-items: center;
  gap: var(--katha-space-4);
  padding: var(--katha-space-8) var(--katha-space-6);
  background: var(--katha-color-primary-subtle);
  text-align: center;
}
.auth-demo__brand svg {
  inline-size: min(260px, 100%);
  block-size: auto;
  color: var(--katha-color-primary);
}
.auth-demo__brand p {
  margin: 0;
  max-inline-size: 32ch;
}
.auth-demo__brand-title {
  font-size: var(--katha-font-size-lg);
  font-weight: var(--katha-font-weight-semibold);
}
@media (max-width: 767px) {
  .auth-demo--side {
    inline-size: min(440px, 100%);
    grid-template-columns: minmax(0, 1fr);
  }
  .auth-demo__brand {
    display: none;
  }
}
.auth-demo__panel {
  display: grid;
  align-content: center;
  gap: var(--katha-space-4);
  min-inline-size: 0;
  padding: var(--katha-space-6);
}
.auth-demo__panel h1 {
  margin: 0;
  font-size: var(--katha-font-size-xl);
  line-height: var(--katha-line-height-tight);
}
.auth-demo__panel p {
  margin: 0;
}
.auth-demo__muted {
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.auth-demo__form {
  display: grid;
  gap: var(--katha-space-3);
}
.auth-demo__form input:not([type='checkbox']) {
  min-inline-size: 0;
}
.auth-demo__row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--katha-space-2);
}
.auth-demo__done {
  display: grid;
  gap: var(--katha-space-3);
  justify-items: start;
}
.auth-demo__done:focus {
  outline: none;
}
.auth-demo__code {
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
}
.auth-demo__code legend {
  margin-block-end: var(--katha-space-2);
  padding: 0;
  font-weight: var(--katha-font-weight-semibold);
}
.auth-demo__code input {
  inline-size: 2.75rem;
  min-inline-size: 0;
  flex: 0 1 2.75rem;
  block-size: 3rem;
  padding: 0;
  text-align: center;
  font-size: var(--katha-font-size-lg);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  color: var(--katha-color-text);
}
.auth-demo__code input:focus-visible {
  outline: 2px solid var(--katha-color-focus);
  outline-offset: 1px;
}
.auth-demo__code input[aria-invalid='true'] {
  border-color: var(--katha-color-error);
}
.auth-demo__code-boxes {
  display: flex;
  gap: var(--katha-space-2);
}
.auth-demo--status {
  inline-size: min(560px, 100%);
  text-align: center;
}
.auth-demo--status .auth-demo__panel {
  justify-items: center;
  padding: var(--katha-space-8) var(--katha-space-6);
}
.auth-demo--status svg {
  inline-size: min(220px, 100%);
  block-size: auto;
  color: var(--katha-color-primary);
}
`;
