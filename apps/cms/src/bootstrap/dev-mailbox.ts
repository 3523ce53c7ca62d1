import type { Core } from '@strapi/strapi';

interface MailOptions {
  to?: string;
  subject?: string;
  text?: string;
}

/**
 * Outside production, and unless a real provider is configured (`EMAIL_PROVIDER`), mail is written
 * to the log instead of being sent: these machines have no mail server, and Strapi's default
 * sendmail provider would make forgot-password and similar calls fail with a 500.
 */
export function routeMailToLog(strapi: Core.Strapi): void {
  if (process.env.NODE_ENV === 'production' || process.env.EMAIL_PROVIDER) return;
  const plugin = strapi.plugin('email') as unknown as {
    provider: { send(options: MailOptions): Promise<void> };
  };
  plugin.provider = {
    async send({ to, subject, text }) {
      strapi.log.info(`[dev mailbox] to ${to}: ${subject}\n${text ?? ''}`);
    },
  };
}
