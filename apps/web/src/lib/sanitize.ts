import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { SANITIZE_CONFIG, withHtmlPolicy } from '../../shared/sanitize-config.js';
import { serverSanitized } from './article-data.js';

let purify: DOMPurify | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads DOMPurify (its own chunk: an article opened from the server's page never needs it).
 * Call it early where CMS HTML is on its way, so the sanitizer is ready when the data is.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then((module) => {
    purify = withHtmlPolicy(module.default(window));
  });
  return loading;
}

/**
 * CMS HTML (article bodies) made safe for the DOM: the server's sanitized copy when the server
 * rendered this HTML into the page, else DOMPurify's (undefined while DOMPurify loads). The CMS
 * sanitizes on save too; this is the second line, so a compromised or older record cannot run
 * code in a reader's browser.
 */
export function useSanitizedHtml(html: string | null | undefined): string | undefined {
  const fromServer = html ? serverSanitized(html) : '';
  const [ready, setReady] = useState(purify !== undefined);
  const needsSanitizer = fromServer === undefined && !ready;
  useEffect(() => {
    if (needsSanitizer) void loadSanitizer().then(() => setReady(true));
  }, [needsSanitizer]);
  return useMemo(() => {
    if (fromServer !== undefined) return fromServer;
    return ready && purify && html ? purify.sanitize(html, SANITIZE_CONFIG) : undefined;
  }, [html, fromServer, ready]);
}
