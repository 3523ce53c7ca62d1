import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mailsTo, registerConfirmed, waitForMail } from '@katha/tools/accounts';
import { type RunningCms, startCms } from '@katha/tools/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEILING_MS, unique } from './api.ts';

/** The site's public address, as configured: not the CMS's, not localhost. */
const ADDRESS = 'http://katha.example.test:8080';

let cms: RunningCms;
let mailbox: string;

beforeAll(async () => {
  mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-mail-links-'));
  cms = await startCms({ env: { KATHA_PUBLIC_URL: ADDRESS, KATHA_DEV_MAILBOX_DIR: mailbox } });
}, CEILING_MS);

afterAll(async () => {
  await cms?.stop();
  fs.rmSync(mailbox, { recursive: true, force: true });
});

const post = (route: string, body: Record<string, unknown>) =>
  fetch(`${cms.apiUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('links in mail', () => {
  it('start with the site public address (KATHA_PUBLIC_URL): confirmation, password reset, a taken address', async () => {
    const username = unique('mailer');
    const email = `${username}@example.test`;
    await registerConfirmed(
      cms.apiUrl,
      { username, email, password: 'Secret#123', t_n_c_accepted: true },
      { mailbox },
    );
    const [confirmation] = await waitForMail(
      email,
      /https?:\/\/[^\s"<]+email-confirmation\?confirmation=[a-f0-9]+/,
      {
        mailbox,
      },
    );
    expect(confirmation).toMatch(new RegExp(`^${ADDRESS}/api/auth/email-confirmation\\?`));

    expect((await post('/auth/forgot-password', { email })).status).toBe(200);
    const [reset] = await waitForMail(email, /https?:\/\/[^\s"<]+\?code=[a-f0-9]+/, { mailbox });
    expect(reset).toMatch(new RegExp(`^${ADDRESS}/auth/auth2/reset-password\\?code=`));

    // Registering the taken address again mails its owner the sign-in and forgot-password pages.
    expect(
      (
        await post('/auth/local/register', {
          username: unique('again'),
          email,
          password: 'Secret#123',
          t_n_c_accepted: true,
        })
      ).status,
    ).toBe(200);
    await waitForMail(email, /forgot-password/, { mailbox });

    const links = mailsTo(email, mailbox).flatMap(
      (mail: { text?: string; html?: string }) =>
        `${mail.text ?? ''}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [],
    );
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.filter((link: string) => !link.startsWith(`${ADDRESS}/`))).toEqual([]);
  });
});
