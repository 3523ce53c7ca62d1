import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { EARLY_INPUT_SCRIPT } from '../shared/early-input.js';

/** The CSP source of the page's one inline script, the capture of early presses (shared/early-input.ts). */
export const EARLY_INPUT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy: scripts only from this origin, and the one inline script by its
 * hash (no nonce: a visitor's page is cached whole; the JSON blocks are data, never executed),
 * everything else from this origin too (the CMS API and
 * its uploads are forwarded through it). Inline styles stay allowed for the UI kit's elements.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_INPUT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  // No iframes: CMS HTML has none (the HTML policy, @katha/rules/html-policy), and the site frames nothing.
  "frame-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function setSecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
}
