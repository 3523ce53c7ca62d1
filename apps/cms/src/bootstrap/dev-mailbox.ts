import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { configuredSiteAddress, siteAddress } from '../utils/site-address';

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
 * Strapi's confirmation link in the confirmation mail's template (`<%= URL %>`: the CMS's own
 * address, which a reader who opened the site elsewhere may not reach), or the one a start put there.
 */
const CONFIRMATION_LINK = /<%=\s*URL\s*%>|https?:\/\/[^\s"'<>?]*\/auth\/email-confirmation/g;

/**
 * The confirmation mail's link through the site, which forwards `/api` to the CMS (its answer, a
 * redirect to the sign-in page, then comes from the site's address too).
 */
const ensureConfirmationLink = async (strapi: Core.Strapi, site: string) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const email = (await store.get({ key: 'email' })) as {
    email_confirmation?: { options?: { message?: unknown } };
  } | null;
  const template = email?.email_confirmation;
  const message = template?.options?.message;
  if (!email || !template || typeof message !== 'string') return;
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const linked = message.replace(CONFIRMATION_LINK, `${site}${prefix}/auth/email-confirmation`);
  if (linked === message) return;
  await store.set({
    key: 'email',
    value: {
      ...email,
      email_confirmation: { ...template, options: { ...template.options, message: linked } },
    },
  });
};

/**
 * Where the account mails' links lead: the site's public address (KATHA_PUBLIC_URL,
 * src/utils/site-address.ts) when it is set, at every start; without it, what an admin set in the
 * admin panel (Settings › Users & Permissions › Advanced settings › Reset password page, whose
 * origin the other links share), or outside production http://localhost:3000 (`npm start`'s site)
 * when nothing is set. Registration asks for the address to be confirmed (`email_confirmation`,
 * issue 28 finding 8a: registration answers alike for a new and a taken address, so the account is
 * used only once its owner has the mail); the confirmation link, through the site, lands on the
 * sign-in page, which says the address is confirmed.
 */
export async function ensureAccountMailLinks(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = await advancedSettings(strapi);
  const configured = configuredSiteAddress();
  const stored = typeof advanced.email_reset_password === 'string' ? advanced.email_reset_password : '';
  const site = configured || (stored && new URL(stored).origin) || siteAddress();
  const wanted = {
    email_confirmation: true,
    ...(site
      ? {
          email_reset_password: configured || !stored ? `${site}${SITE_PAGES.resetPassword}` : stored,
          email_confirmation_redirection: `${site}${SITE_PAGES.signIn}?confirmed=1`,
        }
      : {}),
  };
  if (site) await ensureConfirmationLink(strapi, site);
  if (Object.entries(wanted).every(([key, value]) => advanced[key] === value)) return;
  await store.set({ key: 'advanced', value: { ...advanced, ...wanted } });
}

/** The site's sign-in and forgot-password pages, for a mail about an account. */
export async function accountMailLinks(strapi: Core.Strapi) {
  const reset = (await advancedSettings(strapi)).email_reset_password;
  const site = typeof reset === 'string' && reset ? new URL(reset).origin : '';
  return { signIn: `${site}${SITE_PAGES.signIn}`, forgotPassword: `${site}${SITE_PAGES.forgotPassword}` };
}
