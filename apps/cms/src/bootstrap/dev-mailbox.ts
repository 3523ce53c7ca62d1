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

/**
 * Where the password-reset mail's link leads: the site's reset page on KATHA_WEB_URL (the site's
 * origin) when it is set, at every start; without it, what an admin set in the admin panel
 * (Settings › Users & Permissions › Advanced settings › Reset password page), or outside production
 * http://localhost:3000 (`npm start`'s site) when nothing is set.
 */
export async function ensureResetPasswordLink(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const configured = process.env.KATHA_WEB_URL?.replace(/\/$/, '');
  if (!configured && advanced.email_reset_password) return;
  const site = configured || (process.env.NODE_ENV === 'production' ? '' : 'http://localhost:3000');
  if (!site) return;
  const link = `${site}/auth/auth2/reset-password`;
  if (advanced.email_reset_password === link) return;
  await store.set({ key: 'advanced', value: { ...advanced, email_reset_password: link } });
}
