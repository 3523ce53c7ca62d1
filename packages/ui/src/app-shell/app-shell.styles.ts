import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    --_sidebar: var(--katha-layout-sidebar-width);
    --_mini: var(--katha-layout-sidebar-mini-width);
    --_topbar: var(--katha-layout-topbar-height);
    display: block;
    min-block-size: 100vh;
    background: var(--katha-color-background);
  }
  .skip {
    position: absolute;
    inset-block-start: var(--katha-space-2);
    inset-inline-start: var(--katha-space-2);
    z-index: 100;
    padding: var(--katha-space-2) var(--katha-space-4);
    border-radius: var(--katha-radius);
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
    font-size: var(--katha-font-size-sm);
    translate: 0 -200%;
  }
  .skip:focus {
    translate: 0 0;
  }
  .sidebar {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: 40;
    display: flex;
    flex-direction: column;
    inline-size: var(--_sidebar);
    overflow: hidden;
    border-inline-end: 1px solid var(--katha-color-border);
    background: var(--katha-color-surface);
    transition: inline-size var(--katha-transition-fast);
  }
  :host([collapsed]) .sidebar {
    inline-size: var(--_mini);
  }
  :host([collapsed][sidebar-hover]) .sidebar {
    inline-size: var(--_sidebar);
    box-shadow: var(--katha-shadow-raised);
  }
  .sidebar-header {
    display: flex;
    align-items: center;
    flex: none;
    block-size: var(--_topbar);
    padding-inline: var(--katha-space-5);
    overflow: hidden;
  }
  :host([collapsed]:not([sidebar-hover])) .sidebar-header slot::slotted(*) {
    visibility: hidden;
  }
  .scroll {
    block-size: calc(100vh - var(--katha-layout-scroll-offset));
    overflow-x: hidden;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .sidebar-footer {
    flex: none;
    margin-block-start: auto;
  }
  .page {
    display: flex;
    flex-direction: column;
    min-block-size: 100vh;
    /* A tooltip of a control at the window's edge (the menu button, in rtl) never scrolls the page sideways. */
    overflow-x: clip;
    transition: margin-inline-start var(--katha-transition-fast);
  }
  .page.beside-sidebar {
    margin-inline-start: var(--_sidebar);
  }
  :host([collapsed]) .page.beside-sidebar {
    margin-inline-start: var(--_mini);
  }
  /*
   * The server's sidebar or bar (a large window's menu) before the browser knows the window, script
   * off or not yet run: none below lg, where the drawer holds the menu once the app runs; the
   * drawer's button, which the bar's page keeps, only there.
   */
  @media (min-width: 1100px) {
    .narrow-only {
      display: none;
    }
  }
  @media (max-width: 1099.98px) {
    .sidebar,
    .hnav {
      display: none;
    }
    .page.beside-sidebar,
    :host([collapsed]) .page.beside-sidebar {
      margin-inline-start: 0;
    }
  }
  .topbar {
    position: sticky;
    inset-block-start: 0;
    z-index: 30;
    display: flex;
    align-items: center;
    gap: var(--katha-space-2);
    block-size: var(--_topbar);
    padding-inline: var(--katha-space-4);
    border-block-end: 1px solid var(--katha-color-border);
    background: var(--katha-color-surface);
  }
  .topbar slot {
    display: contents;
  }
  @media (max-width: 599.98px) {
    /* The menu button and a phone's header content share 360px. */
    .topbar {
      gap: 0;
      padding-inline: var(--katha-space-2);
    }
  }
  .hnav {
    position: sticky;
    inset-block-start: var(--_topbar);
    z-index: 25;
    padding-block: var(--katha-space-2);
    border-block-end: 1px solid var(--katha-color-border);
    background: var(--katha-color-surface);
  }
  .hnav > div,
  .container {
    inline-size: 100%;
    max-inline-size: var(--katha-layout-container-max-width);
    margin-inline: auto;
  }
  main {
    flex: 1;
    outline: none;
  }
  .container {
    padding: var(--katha-space-5);
  }
  :host([layout='blank']) .container {
    max-inline-size: none;
    padding: 0;
  }
  katha-drawer {
    --katha-drawer-size: var(--_sidebar);
  }
  /*
   * In the drawer (under its own header, in a phone's dynamic height) the menu takes the room left
   * between the logo and the profile card, which stays whole at the bottom.
   */
  .drawer-content {
    display: flex;
    flex-direction: column;
    block-size: 100%;
  }
  .drawer-content .scroll {
    flex: 1;
    block-size: auto;
    min-block-size: 0;
  }
`;
