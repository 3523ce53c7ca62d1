import { registerConfirmed, waitForMail } from '@katha/tools/accounts';
import { machineSlowness } from '@katha/tools/browser';
import { adminLogin, SEED_PASSWORD } from '@katha/tools/cms';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { SESSION_COOKIE } from '../../apps/web/server/session.js';

/**
 * After a load of one of the site's pages, until the app has hydrated it (`data-katha-hydrated`,
 * apps/web/src/parts/reader-state.tsx): the server's page shows before the app loads
 * (apps/web/src/boot.ts), and a click or a key before hydration reaches markup with no handler yet,
 * as it would for a person.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('katha-modules') || !!document.querySelector('#root[data-katha-hydrated]'),
  );
}

/**
 * `page`, its `goto` and `reload` waiting after each load until the app has hydrated the page, so
 * a journey's next press has a handler. The `page` fixture's page is one; so is every page a test
 * opens itself (another context, another tab), except where the app is meant not to run.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * The site's calls that went wrong in `context`'s pages (an `/api` answer of 400 or more, with the
 * start of its body, or a request that got no answer), in `into`. A journey that fails on an error
 * state the app shows (it says "could not load", not why) then reports what the server answered.
 */
const recorded = new WeakSet<BrowserContext>();
function recordFailedCalls(context: BrowserContext, into: string[]) {
  if (recorded.has(context)) return;
  recorded.add(context);
  context.on('response', async (response) => {
    if (response.status() < 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = await response.text().catch(() => '');
    into.push(`${response.status()} ${response.request().method()} ${response.url()} ${body.slice(0, 300)}`);
  });
  context.on('requestfailed', (request) => {
    into.push(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
}

export const test = base.extend<{ page: Page; failedCalls: string[] }>({
  // Every context of a test (the `page` fixture's and those it opens with `browser.newContext`)
  // records its failed calls; a failed test prints them and attaches them to its report.
  failedCalls: [
    async ({ browser }, use, testInfo) => {
      const failed: string[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        recordFailedCalls(context, failed);
        return context;
      };
      await use(failed);
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus && failed.length) {
        console.log(`[${testInfo.title}] the site's calls that failed:\n  ${failed.join('\n  ')}`);
        await testInfo.attach('failed-calls', { body: failed.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  page: async ({ page, failedCalls }, use) => {
    recordFailedCalls(page.context(), failedCalls);
    // Journeys that are not about the once-a-day reading-stats popup load every page on a day it
    // was already shown, past midnight too (a journey running across it met the popup over the
    // page); stats-popup.spec.ts covers the popup itself with a controlled clock.
    await page.addInitScript(() => {
      localStorage.setItem('userStatsPopupShown', 'true');
      localStorage.setItem('userStatsPopupShownOn', new Date().toLocaleDateString('en-CA'));
    });
    await use(waitingForTheApp(page));
  },
});
// A journey's own budget (`test.setTimeout`) is an idle machine's, scaled as the config's is.
const setTestTimeout = test.setTimeout.bind(test);
test.setTimeout = (timeout: number) => setTestTimeout(Math.round(timeout * machineSlowness()));

export { expect };

/** Set by global-setup.ts. */
export const webUrl = () => process.env.KATHA_WEB_URL!;
export const cmsApi = () => process.env.KATHA_CMS_API!;

let adminToken: Promise<string> | undefined;
/** The dev admin's admin-panel token, signed in once per worker (the panel allows 5 sign-ins per 5 minutes). */
export const adminJwt = () => {
  adminToken ??= adminLogin(cmsApi().replace(/\/api$/, ''));
  return adminToken;
};

/**
 * Once every request `page` started until now has been reported to the test: the network sees a
 * page's requests in the order it makes them, so a last one of its own, seen, closes the list.
 * What a journey asserts did not happen (no second read) is then known, with no wait for a guess.
 */
export async function everyRequestSeen(page: Page): Promise<void> {
  const marker = `/robots.txt?seen=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url).then((reply) => reply.text()), marker);
  await seen;
}

/** The seeded accounts' shared password (apps/cms/src/seed/README.md). */
export { SEED_PASSWORD };

/**
 * The app's modules a server page lists for its script (`<script type="application/json"
 * id="katha-modules">`, apps/web/shared/page-modules.ts).
 */
export function pageModulesOf(html: string): { entry: string; preload: string[] } {
  const block = /<script type="application\/json" id="katha-modules">(.*?)<\/script>/.exec(html);
  expect(block, "the page lists the app's modules").toBeTruthy();
  return JSON.parse(block![1]!);
}

/**
 * A page as the server sends it (English unless told): its HTML and the data block it hands the
 * browser (`<script type="application/json" id="katha-data">`, apps/web/src/page-data.ts).
 */
export async function serverPage<T>(
  request: APIRequestContext,
  url: string,
  acceptLanguage = 'en-IN,en;q=0.9',
): Promise<{ html: string; data: { locale: string; route: { key: string; data: T } } }> {
  const html = await (await request.get(url, { headers: { 'accept-language': acceptLanguage } })).text();
  const block = html.match(/<script type="application\/json" id="katha-data">([^<]*)<\/script>/);
  expect(block, 'the page carries its data block').not.toBeNull();
  return { html, data: JSON.parse(block![1]!) };
}

/**
 * {@link serverPage} once the server rendered it with its data. A render whose data comes later than
 * the server waits for it (2 s, src/entry-server.tsx: a busy machine's first requests to a cold CMS)
 * goes out in its loading state, as it should for a reader; the test asks again until it is whole.
 */
export async function wholeServerPage<T>(
  request: APIRequestContext,
  url: string,
  acceptLanguage?: string,
): Promise<{ html: string; data: { locale: string; route: { key: string; data: T } } }> {
  let page: Awaited<ReturnType<typeof serverPage<T>>> | undefined;
  await expect
    .poll(
      async () => {
        page = await serverPage<T>(request, url, acceptLanguage);
        return page.data.route !== null;
      },
      { message: `the server renders ${url} with its data` },
    )
    .toBe(true);
  return page!;
}

/** A username no other test run has taken. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * A new reader registered through the CMS API, the address confirmed from the development mailbox
 * (each test its own account), `fields` added to the registration; returns their token, username
 * and email.
 */
export async function registerReader(
  prefix: string,
  fields: Record<string, unknown> = {},
): Promise<{ jwt: string; username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = `${username}@example.org`;
  const { jwt } = await registerConfirmed(cmsApi(), { username, email, password: 'secret-123', ...fields });
  return { jwt, username, email };
}

/** Signs in through the CMS API, returning the jwt (for arranging data, not for journeys). */
export async function apiLogin(identifier: string, password = SEED_PASSWORD): Promise<string> {
  const response = await fetch(`${cmsApi()}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** The site's session cookie (HttpOnly: the app never sees the token), the server's own constant. */
export { SESSION_COOKIE };

/** Puts `value` in the browser's session cookie, as the site's server would after a sign-in. */
export async function setSessionCookie(page: Page, value: string) {
  await page
    .context()
    // Secure, Path=/ and no Domain of its own, as `__Host-` asks (Playwright's `url` form sets Secure
    // only for https).
    .addCookies([
      {
        name: SESSION_COOKIE,
        value,
        domain: new URL(webUrl()).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
}

/**
 * Signed in with a token from `apiLogin` without the login page (the CMS limits sign-ins per
 * account): the session cookie, and the stored user the app starts from (it confirms it with
 * `/users/me` when it loads).
 */
export async function signInWithToken(page: Page, jwt: string) {
  const me = await fetch(`${cmsApi()}/users/me`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(me.status).toBe(200);
  const user = await me.json();
  await setSessionCookie(page, jwt);
  await page.goto(webUrl());
  await page.evaluate((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Fills the site's login form (on its login page) and sends it. */
export async function submitLoginForm(page: Page, identifier: string, password = SEED_PASSWORD) {
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs out in another tab of the same browser (the session cookie goes for every tab). */
export async function signOutInAnotherTab(context: BrowserContext) {
  const other = waitingForTheApp(await context.newPage());
  await other.goto(webUrl());
  await other.getByRole('button', { name: 'Account menu' }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await other.close();
}

/** Signs in through the site's login page (reached from `from`), and waits until back on `from`. */
export async function signInThroughUi(page: Page, identifier: string, password = SEED_PASSWORD) {
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/auth2\/login-option/);
  await submitLoginForm(page, identifier, password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Registers a new reader through the site's sign-in page, opens the link of the confirmation mail
 * (from the development mailbox) as the reader would, and signs in from the page it started on.
 */
export async function registerThroughUi(page: Page, username: string, password = 'secret-123') {
  const from = page.url();
  // The sign-in page from the header, then the registration form at the address its "Create an
  // account" link gives (loaded, so the form is the app's once `goto` returns). The press on that
  // link is the journeys' of the page itself (auth, forms, early-taps): here, on a busy machine, a
  // press right after the client-side move to the sign-in page left the address as it was (session
  // 29's fourth .ci/run), and a helper that registers is not where to find out why.
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/auth2\/login-option/);
  const register = await page
    .getByRole('link', { name: 'Create an account', exact: true })
    .getAttribute('href');
  expect(register).toMatch(/[?&]mode=register/);
  await page.goto(new URL(register!, page.url()).href);
  await untilHydrated(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox to confirm your address' })).toBeVisible();
  const [link] = await waitForMail(
    `${username}@example.org`,
    /https?:\/\/[^\s"<]+email-confirmation\?confirmation=[a-f0-9]+/,
  );
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Your address is confirmed. Log in to start.');
  await page.goto(from);
  await signInThroughUi(page, username, password);
}

/** Slugs of a few published, not archived articles of a locale, through the CMS API. */
export async function articleSlugs(locale: string, count = 3): Promise<string[]> {
  const response = await fetch(
    `${cmsApi()}/articles?locale=${locale}&fields[0]=slug&pagination[pageSize]=${count}&sort[0]=createdAt:desc` +
      '&filters[$or][0][isArchive][$eq]=false&filters[$or][1][isArchive][$null]=true',
  );
  const body = (await response.json()) as { data: { slug: string }[] };
  return body.data.map((article) => article.slug);
}

/**
 * Reads the article on `page` down to the end of its text, as a person does before pressing what
 * follows it: that part (like, bookmark, the author and their follow, translations, comments, more
 * stories) renders only once the reader is within a screen of it (apps/web/src/pages/article.tsx,
 * WhenNear). Resolves once it is on the page.
 */
export async function readToTheEnd(page: Page) {
  await page.locator('.article__body').evaluate((body) => body.scrollIntoView({ block: 'end' }));
  await expect(page.locator('.article__actions')).toBeAttached();
}

/**
 * Waits until a pressed toggle of the kit (like, bookmark, follow) is saved: its call has settled
 * (`aria-busy` gone) and it is still pressed (a failed call would have put it back). A reload or a
 * page left before then aborts the call: on a busy machine the follow of template-community was
 * still on its way when the journey reloaded, and the reloaded page rightly showed no follow.
 */
export async function expectToggleSaved(toggle: Locator) {
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** How many pixels of the canvas in the element with this test id are painted (alpha > 0): a chart was drawn. */
export const paintedPixels = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || !canvas.width || !canvas.height) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) painted++;
      return painted;
    });

/** Rupees as the site shows them in English (en-IN). */
export const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** An amount from the CMS (rupees as a decimal, or nothing) in whole paise, so sums are exact. */
export const paise = (value: unknown) => Math.round((Number(value) || 0) * 100);

/** What article revenue rows from the CMS add up to, in rupees (incentive, ads and other, summed in paise). */
export const earnedRupees = (
  rows: { amount_earned_incentive?: unknown; amount_earned_ads?: unknown; amount_earned_other?: unknown }[],
) =>
  rows.reduce(
    (total, row) =>
      total +
      paise(row.amount_earned_incentive) +
      paise(row.amount_earned_ads) +
      paise(row.amount_earned_other),
    0,
  ) / 100;
