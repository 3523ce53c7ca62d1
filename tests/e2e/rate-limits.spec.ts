import { JOURNEY_AUTH_RATE_LIMIT } from './global-setup.js';
import {
  cmsApi,
  expect,
  readToTheEnd,
  registerReader,
  signInWithToken,
  test,
  uniqueName,
  webUrl,
} from './helpers.js';

/**
 * Uses up one (unknown) identifier's sign-in attempts straight at the CMS: the journeys' CMS allows
 * JOURNEY_AUTH_RATE_LIMIT a minute per identifier (a window from its first attempt), and 5 times
 * that per address. One more than the limit, sent at once, all fall in the first window however
 * busy the machine: in batches of 25, at load 15, 125 attempts outlasted the minute and the second
 * window counted from zero again.
 */
async function exhaustSignIns(identifier: string) {
  const attempt = () =>
    fetch(`${cmsApi()}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password: 'not-the-password' }),
    });
  const answers = await Promise.all(Array.from({ length: JOURNEY_AUTH_RATE_LIMIT + 1 }, attempt));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 400)).toHaveLength(JOURNEY_AUTH_RATE_LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(1);
}

test('past the sign-in limit, the form says to try again later, with the wait, in the reader’s language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const identifier = `${uniqueName('locked')}@example.test`;
  await exhaustSignIns(identifier);

  await page.goto(`${webUrl()}/auth/auth2/login-option`);
  const submit = async (identifierLabel: string, passwordLabel: string, button: string) => {
    await page.getByLabel(identifierLabel).fill(identifier);
    await page.getByLabel(passwordLabel).fill('not-the-password');
    await page.locator('form').getByRole('button', { name: button, exact: true }).click();
  };
  await submit('Email or username', 'Password', 'Log in');
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/,
  );

  await page.evaluate(() => localStorage.setItem('locale', 'hi-IN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await submit('ईमेल या यूज़रनेम', 'पासवर्ड', 'लॉग इन करें');
  await expect(page.getByRole('alert')).toHaveText(
    /^बहुत ज़्यादा कोशिशें हो गईं। कृपया \d+ (सेकंड|मिनट) बाद फिर कोशिश करें।$/,
  );

  await page.evaluate(() => localStorage.setItem('locale', 'kn-IN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
  await submit('ಇಮೇಲ್ ಅಥವಾ ಬಳಕೆದಾರ ಹೆಸರು', 'ಪಾಸ್‌ವರ್ಡ್', 'ಲಾಗಿನ್ ಮಾಡಿ');
  await expect(page.getByRole('alert')).toHaveText(/^ತುಂಬಾ ಹೆಚ್ಚು ಪ್ರಯತ್ನಗಳಾದವು\. .*\d+.* ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ\.$/);
});

test('past the comment limit, the comment form says when to try again and keeps the text', async ({
  page,
}) => {
  const { jwt } = await registerReader('chatty');
  const listing = await fetch(
    `${cmsApi()}/articles?locale=en&pagination[pageSize]=1&sort[0]=createdAt:desc` +
      '&filters[$or][0][isArchive][$eq]=false&filters[$or][1][isArchive][$null]=true',
  );
  const [article] = ((await listing.json()) as { data: { documentId: string; slug: string }[] }).data;
  // The journeys' CMS allows 10 comment calls a minute per account (KATHA_COMMENT_RATE_LIMIT):
  // ten empty ones (400, nothing stored) use them up.
  for (let i = 0; i < 10; i++) {
    const empty = await fetch(`${cmsApi()}/comments/api::article.article:${article!.documentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ content: '' }),
    });
    expect(empty.status).toBe(400);
  }

  await signInWithToken(page, jwt);
  await page.goto(`${webUrl()}/core/article/${article!.slug}`);
  await readToTheEnd(page);
  const comments = page.locator('.comments');
  await comments.getByLabel('Add a comment').fill('One comment too many.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByRole('alert')).toHaveText(
    /^Too many attempts\. Please try again in \d+ seconds?\.$/,
  );
  await expect(comments.getByLabel('Add a comment')).toHaveValue('One comment too many.');
});
