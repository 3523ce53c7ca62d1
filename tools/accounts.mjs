// Test accounts, one way for every suite and script (the CMS's API tests, the contract suite, the
// journeys, the benches): registration answers `{ ok: true }` alike for a new and a taken address
// (issue 28, finding 8a), so an account is usable only once the link of its confirmation mail is
// opened, as a reader does. The mail is read from the CMS's development mailbox
// (apps/cms/src/bootstrap/dev-mailbox.ts, one JSON file per mail); no route confirms without it.
import fs from 'node:fs';
import path from 'node:path';
import { callFrom } from './client-call.mjs';
import { CMS_DIR } from './cms-build.mjs';

/** The development mailbox: KATHA_DEV_MAILBOX_DIR, else the CMS's own (it runs in apps/cms). */
const devMailbox = () => process.env.KATHA_DEV_MAILBOX_DIR || path.join(CMS_DIR, '.tmp', 'mailbox');

/** The mails to `to` in the mailbox, oldest first. */
export const mailsTo = (to, mailbox = devMailbox()) =>
  (fs.existsSync(mailbox) ? fs.readdirSync(mailbox) : [])
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(mailbox, name), 'utf8'))];
      } catch {
        return []; // being written
      }
    })
    .filter((mail) => mail.to === to);

/** Waits (up to `timeoutMs`) for a mail to `to` whose text matches `pattern`; answers the match. */
export async function waitForMail(to, pattern, { mailbox = devMailbox(), timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of mailsTo(to, mailbox).reverse()) {
      const match = `${mail.text ?? ''}\n${mail.html ?? ''}`.match(pattern);
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${mailbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The confirmation token of the newest confirmation mail to `email`. */
export const confirmationCode = async (email, options) =>
  (await waitForMail(email, /confirmation=([a-f0-9]+)/, options))[1];

/** One call (no redirect followed), from `localAddress` when given (a test's own client address). */
const call = (method, url, body, localAddress) => {
  const target = new URL(url);
  return callFrom(target.origin, `${target.pathname}${target.search}`, { method, body, localAddress });
};

/**
 * Registers `account` through the CMS's API at `apiUrl` (`http://host:port/api`), opens the link of
 * its confirmation mail and signs in: answers the session's `jwt` and the `user`. Fields besides
 * username, email and password go with the registration; `localAddress` is the address every call
 * is sent from (a test's own client, for the per-address limits).
 */
export async function registerConfirmed(apiUrl, account, { localAddress, mailbox } = {}) {
  const registered = await call('POST', `${apiUrl}/auth/local/register`, account, localAddress);
  if (registered.status !== 200 || registered.body?.ok !== true)
    throw new Error(`register ${account.username}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const code = await confirmationCode(account.email.toLowerCase(), { mailbox });
  const confirmed = await call(
    'GET',
    `${apiUrl}/auth/email-confirmation?confirmation=${code}`,
    undefined,
    localAddress,
  );
  if (confirmed.status !== 302)
    throw new Error(`confirm ${account.email}: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const identifier = account.email;
  const signedIn = await call(
    'POST',
    `${apiUrl}/auth/local`,
    { identifier, password: account.password },
    localAddress,
  );
  if (signedIn.status !== 200)
    throw new Error(`sign in ${identifier}: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { jwt: signedIn.body.jwt, user: signedIn.body.user };
}
