import type { ComponentType } from 'react';

/** What a template page gets: its route's parameters (e.g. `slug` of `/apps/blog/detail/:slug`). */
export interface TemplatePageProps {
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * An area's template pages by route pattern (the patterns of its `paths.ts`, wouter's syntax):
 * each area (a folder of src/template/) keeps its pages here and its patterns in `paths.ts`, which
 * src/routes.ts routes without loading the pages. An area's heavy pages are `lazy()` imports, so
 * each loads with its own route only.
 */
export type TemplatePages = Record<string, ComponentType<TemplatePageProps>>;
