import { addPolicyHooks } from '@katha/rules/html-policy';
import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { SANITIZE_CONFIG } from '../../shared/sanitize-config.js';

let purify: DOMPurify | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads DOMPurify (its own chunk: a page the server rendered carries its HTML sanitized already).
 * Call it early where CMS HTML is on its way, so the sanitizer is ready when the data is.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then((module) => {
    purify = addPolicyHooks(module.default(window));
  });
  return loading;
}

/**
 * CMS HTML made safe for the DOM in the browser (the route loaders' sanitizer there: src/loaders.ts;
 * the server uses the same settings with jsdom). The CMS sanitizes on save too; this is the second
 * line, so a compromised or older record cannot run code in a reader's browser.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  await loadSanitizer();
  return purify!.sanitize(html, SANITIZE_CONFIG);
}

/** CMS HTML sanitized by DOMPurify for a component (undefined while DOMPurify loads). */
export function useSanitizedHtml(html: string | null | undefined): string | undefined {
  const [ready, setReady] = useState(purify !== undefined);
  useEffect(() => {
    if (!ready) void loadSanitizer().then(() => setReady(true));
  }, [ready]);
  return useMemo(() => {
    if (!html) return '';
    return ready && purify ? purify.sanitize(html, SANITIZE_CONFIG) : undefined;
  }, [html, ready]);
}
