/**
 * The app's modules for one page, which the server lists in the page (server/render.ts
 * `pageModules`) and src/boot.ts loads once the page has painted: the app's entry
 * (src/entry-client.tsx) and the chunks the entry and the page's own module import, fetched
 * together so none waits for another.
 */
export interface PageModules {
  /** The module to import: the built entry-client chunk (in development, its source). */
  entry: string;
  /** The chunks to fetch beside it, as `<link rel="modulepreload">`. */
  preload: string[];
}

/** The id of the list: `<script type="application/json" id="katha-modules">` (data, never executed). */
export const PAGE_MODULES_ID = 'katha-modules';
