/**
 * The site's public address (`KATHA_PUBLIC_URL`, the one setting the site's server reads too: its
 * canonical links and CSRF check), as configured: every link a mail sends a reader to, and a
 * social sign-in's return, start with it. Never taken from a request: a forged Host would lead a
 * reset mail's link elsewhere.
 */
export const configuredSiteAddress = (): string | undefined =>
  process.env.KATHA_PUBLIC_URL?.replace(/\/+$/, '') || undefined;

/** The configured address; outside production, without one, `npm start`'s site; in production, none. */
export const siteAddress = (): string =>
  configuredSiteAddress() ?? (process.env.NODE_ENV === 'production' ? '' : 'http://localhost:3000');
