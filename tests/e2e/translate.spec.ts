import { apiLogin, cmsApi, expect, signInWithToken, test, uniqueName, webUrl } from './helpers.js';

const EDITOR = 'editor@katha.dev';

test.describe('the translate screen', () => {
  test('opening the Kannada translation of a piece not translated yet logs no error and gets no 404', async ({
    page,
  }) => {
    const jwt = await apiLogin(EDITOR);
    const title = `The ferry ${uniqueName('tale')}`;
    // A draft: nothing a reader sees (listings, search) changes.
    const created = await fetch(`${cmsApi()}/articles?locale=en&status=draft`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ data: { title, body: '<p>The ferry left at dawn.</p>' } }),
    });
    expect(created.status).toBe(201);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    await signInWithToken(page, jwt);

    // From here on: what the console reports and every answer of 400 or more the page gets.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${webUrl()}/core/write/${documentId}?locale=en`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByLabel('Translate into…').selectOption('kn-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Translate into ಕನ್ನಡ' })).toBeVisible();
    await expect(page.locator('.write__source')).toContainText(title);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');

    // Opened directly (a reload), too.
    await page.reload();
    await expect(page.locator('.write__source')).toContainText(title);
    expect(errors).toEqual([]);
  });
});
