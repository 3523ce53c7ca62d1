/**
 * Where the site serves each kit element's stylesheet (`<tag>.<hash>.css`), which the elements'
 * server-rendered shadow roots link instead of carrying their styles inline (@katha/ui/ssr
 * `shareElementStyles`; server/render.ts `elementStylesheetFile`).
 */
export const ELEMENT_STYLES_PATH = '/assets/elements/';
