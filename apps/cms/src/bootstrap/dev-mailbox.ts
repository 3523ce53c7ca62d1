import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

interface MailOptions {
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
}

/** Where the development mailbox keeps each mail (git-ignored; KATHA_DEV_MAILBOX_DIR). */
export const devMailboxDir = () =>
  process.env.KATHA_DEV_MAILBOX_DIR || path.join(process.cwd(), '.tmp', 'mailbox');

/**
 * The development mailbox: outside production, and unless a real provider is configured
 * (`EMAIL_PROVIDER`), mail is not sent (these machines have no mail server, and Strapi's default
 * sendmail provider would make forgot-password and similar calls fail with a 500) but written to
 * the log and, one JSON file per mail (`to`, `subject`, `text`, `html`, `sentAt`), to the
 * mailbox folder, where a person or a test reads it (the reset-password journey reads its link
 * there). Nothing of it exists in production: no route, no folder.
 */
export function routeMailToLog(strapi: Core.Strapi): void {
  if (process.env.NODE_ENV === 'production' || process.env.EMAIL_PROVIDER) return;
  const plugin = strapi.plugin('email') as unknown as {
    provider: { send(options: MailOptions): Promise<void> };
  };
  let sent = 0;
  plugin.provider = {
    async send({ to, subject, text, html }) {
      strapi.log.info(`[dev mailbox] to ${to}: ${subject}\n${text ?? ''}`);
      const dir = devMailboxDir();
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${process.pid}-${sent++}.json`;
      const mail = { to, subject, text, html, sentAt: new Date().toISOString() };
      await fs.promises.writeFile(path.join(dir, name), `${JSON.stringify(mail, null, 2)}\n`);
    },
  };
}

/** The site's pages the account mails lead to (the site's routes, apps/web/src/lib/paths.ts). */
const SITE_PAGES = {
  resetPassword: '/auth/auth2/reset-password',
  signIn: '/auth/auth2/login-option',
  forgotPassword: '/auth/auth2/forgot-password',
};

const advancedSettings = async (strapi: Core.Strapi) =>
  ((await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) ??
    {}) as Record<string, unknown>;

/**
 * Where the account mails' links lead: the site on KATHA_WEB_URL (the site's origin) when it is set,
 * at every start; without it, what an admin set in the admin panel (Settings › Users & Permissions ›
 * Advanced settings › Reset password page, whose origin the other links share), or outside
 * production http://localhost:3000 (`npm start`'s site) when nothing is set. Registration asks for
 * the address to be confirmed (`email_confirmation`, issue 28 finding 8a: registration answers alike
 * for a new and a taken address, so the account is used only once its owner has the mail); the
 * confirmation link lands on the sign-in page, which says the address is confirmed.
 */
export async function ensureAccountMailLinks(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = await advancedSettings(strapi);
  const configured = process.env.KATHA_WEB_URL?.replace(/\/$/, '');
  const stored = typeof advanced.email_reset_password === 'string' ? advanced.email_reset_password : '';
  const site =
    configured ||
    (stored && new URL(stored).origin) ||
    (process.env.NODE_ENV === 'production' ? '' : 'http://localhost:3000');
  const wanted = {
    email_confirmation: true,
    ...(site
      ? {
          email_reset_password: configured || !stored ? `${site}${SITE_PAGES.resetPassword}` : stored,
          email_confirmation_redirection: `${site}${SITE_PAGES.signIn}?confirmed=1`,
        }
      : {}),
  };
  if (Object.entries(wanted).every(([key, value]) => advanced[key] === value)) return;
  await store.set({ key: 'advanced', value: { ...advanced, ...wanted } });
}

/** The site's sign-in and forgot-password pages, for a mail about an account. */
export async function accountMailLinks(strapi: Core.Strapi) {
  const reset = (await advancedSettings(strapi)).email_reset_password;
  const site = typeof reset === 'string' && reset ? new URL(reset).origin : '';
  return { signIn: `${site}${SITE_PAGES.signIn}`, forgotPassword: `${site}${SITE_PAGES.forgotPassword}` };
}
