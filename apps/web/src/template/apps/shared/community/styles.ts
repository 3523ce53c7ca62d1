/**
 * The community apps' own layout (blog and user profile), in their chunks only; every value comes
 * from the kit's tokens, directions are logical (rtl), and every grid fits a 360 px phone.
 */
export const COMMUNITY_STYLES = `
.community { min-inline-size: 0; }
.community__muted { margin: 0; color: var(--katha-color-text-muted); }
.community__count { margin: 0; min-block-size: 1.5em; color: var(--katha-color-text-muted); }
.community__filters {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: var(--katha-space-3);
}
.community__back { margin: 0; }
.community a { color: var(--katha-color-primary); }
.community__post { min-inline-size: 0; }
.community__post-head { display: grid; gap: var(--katha-space-2); justify-items: start; }
.community__post-head h1 { line-height: var(--katha-line-height-tight); overflow-wrap: anywhere; }
.community__byline {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--katha-space-2) var(--katha-space-3);
  color: var(--katha-color-text-muted);
}
.community__cover {
  display: block;
  inline-size: 100%;
  block-size: auto;
  max-block-size: 28rem;
  object-fit: cover;
  border-radius: var(--katha-radius);
}
.community__body { min-inline-size: 0; overflow-wrap: anywhere; }
.community__body img { max-inline-size: 100%; block-size: auto; }
.community__header { position: relative; overflow: hidden; padding-block-start: 0; }
.community__cover-band {
  block-size: 6rem;
  margin-inline: calc(-1 * var(--katha-space-5));
  background: linear-gradient(120deg, var(--katha-color-primary), var(--katha-color-secondary));
}
.community__identity {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--katha-space-3);
  margin-block-start: calc(-1 * var(--katha-space-5));
}
.community__identity katha-avatar {
  border-radius: 50%;
  box-shadow: 0 0 0 4px var(--katha-color-surface);
}
.community__identity h1 { overflow-wrap: anywhere; }
.community__whose { color: var(--katha-color-text-muted); }
.community__stats {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-5);
  margin: 0;
}
.community__stats div { display: grid; }
.community__stats dt { order: 2; color: var(--katha-color-text-muted); font-size: var(--katha-font-size-sm); }
.community__stats dd { order: 1; margin: 0; font-size: var(--katha-font-size-lg); font-weight: var(--katha-font-weight-bold); }
.community__tabs {
  display: flex;
  flex-wrap: wrap;
  gap: var(--katha-space-1);
  border-block-end: 1px solid var(--katha-color-border);
}
.community__tabs a {
  padding: var(--katha-space-2) var(--katha-space-3);
  border-block-end: 2px solid transparent;
  color: var(--katha-color-text);
  text-decoration: none;
}
.community__tabs a:hover { color: var(--katha-color-primary); }
.community__tabs a[aria-current='page'] {
  border-block-end-color: var(--katha-color-primary);
  color: var(--katha-color-primary);
  font-weight: var(--katha-font-weight-semibold);
}
.community__tabs a:focus-visible { outline: none; box-shadow: var(--katha-focus-ring); }
.community__panel { display: grid; gap: var(--katha-space-4); min-inline-size: 0; }
.community__panel h2, .community__panel h3 { margin: 0; }
.community__panel h2 { font-size: var(--katha-font-size-lg); }
.community__panel h3 { font-size: var(--katha-font-size-md); }
.community__about, .community__recent, .community__people { display: grid; gap: var(--katha-space-4); }
.community__cards, .community__gallery {
  display: grid;
  gap: var(--katha-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.community__cards { grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); }
.community__person {
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: var(--katha-space-3);
}
.community__person > katha-toggle-button { grid-column: 1 / -1; justify-self: start; }
.community__person-text { display: grid; gap: var(--katha-space-1); min-inline-size: 0; }
.community__person-text h3 { overflow-wrap: anywhere; }
.community__bio {
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  color: var(--katha-color-text-muted);
}
.community__gallery { grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr)); }
.community__thumb {
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
  overflow: hidden;
  background: var(--katha-color-surface-muted);
  cursor: zoom-in;
}
.community__thumb:focus-visible { outline: none; box-shadow: var(--katha-focus-ring); }
.community__thumb img { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 4 / 3; object-fit: cover; }
.community__lightbox { display: grid; gap: var(--katha-space-2); margin: 0; }
.community__lightbox img { display: block; inline-size: 100%; block-size: auto; max-block-size: 70vh; object-fit: contain; }
.community__lightbox figcaption { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--katha-space-2); }
`;
