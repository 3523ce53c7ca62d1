/**
 * The chats' and email's two-pane layout (in their chunk): a list beside the open item, one pane
 * at a time when the app is narrow (a phone: `data-pane` says which). Every value comes from the
 * kit's tokens and logical properties, so themes, dark mode and rtl follow.
 */
export const INBOX_STYLES = `
.inbox {
  container-type: inline-size;
  min-inline-size: 0;
}
.inbox__grid {
  display: grid;
  grid-template-columns: minmax(15rem, 20rem) minmax(0, 1fr);
  gap: var(--katha-space-4);
  align-items: start;
}
.inbox--email .inbox__grid {
  grid-template-columns: minmax(10rem, 13rem) minmax(14rem, 20rem) minmax(0, 1fr);
}
.inbox__list,
.inbox__folders,
.inbox__detail {
  display: grid;
  gap: var(--katha-space-3);
  align-content: start;
  min-inline-size: 0;
  padding: var(--katha-space-4);
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
}
.inbox__list katha-list,
.inbox__folders katha-list {
  max-block-size: 28rem;
  overflow-y: auto;
}
.inbox__detail-head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--katha-space-2);
}
.inbox__detail h2 {
  margin: 0;
  font-size: var(--katha-font-size-lg);
  overflow-wrap: anywhere;
}
.inbox__back {
  display: none;
}
.inbox__choose {
  padding-block: var(--katha-space-6);
  text-align: center;
}
@container (max-width: 44rem) {
  .inbox__grid,
  .inbox--email .inbox__grid {
    grid-template-columns: minmax(0, 1fr);
  }
  .inbox[data-pane='detail'] .inbox__list,
  .inbox[data-pane='detail'] .inbox__folders,
  .inbox[data-pane='list'] .inbox__detail {
    display: none;
  }
  .inbox__back {
    display: inline-block;
    inline-size: 100%;
  }
}
.chat__log {
  max-block-size: 24rem;
  overflow-y: auto;
  padding: var(--katha-space-2);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface-muted);
}
.chat__messages {
  display: grid;
  gap: var(--katha-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.chat__message {
  display: grid;
  gap: var(--katha-space-1);
  max-inline-size: min(32rem, 85%);
  padding: var(--katha-space-2) var(--katha-space-3);
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  border: 1px solid var(--katha-color-border);
}
.chat__message p {
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.chat__message--me {
  justify-self: end;
  background: var(--katha-color-primary-subtle);
}
.chat__message time {
  justify-self: end;
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.chat__composer {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--katha-space-2);
  align-items: center;
}
.mail__meta {
  display: grid;
  gap: var(--katha-space-1);
  margin: 0;
  color: var(--katha-color-text-muted);
  font-size: var(--katha-font-size-sm);
}
.mail__meta div {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-1);
}
.mail__meta dt {
  font-weight: 600;
}
.mail__meta dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.mail__body {
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.mail__form {
  display: grid;
  gap: var(--katha-space-3);
}
`;
