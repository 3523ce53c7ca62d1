import { apiLogin, expect, signInWithToken, test, webUrl } from './helpers.js';

// The profile picture's file control speaks the page's language (issue 33, item 8): the
// browser's own file input says "Choose File / No file chosen" in the browser's language.

const NO_FILE = { 'hi-IN': 'कोई फ़ाइल नहीं चुनी गई', 'kn-IN': 'ಯಾವುದೇ ಫೈಲ್ ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ' };
const CHANGE = { 'hi-IN': 'अपनी तस्वीर बदलें', 'kn-IN': 'ನಿಮ್ಮ ಚಿತ್ರ ಬದಲಿಸಿ' };

for (const locale of ['hi-IN', 'kn-IN'] as const) {
  test(`${locale}: the profile picture control is a translated button and file name, the raw input hidden`, async ({
    page,
  }) => {
    await signInWithToken(page, await apiLogin('reader@katha.dev'));
    await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.goto(`${webUrl()}/core/profile/me`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const input = page.getByLabel(CHANGE[locale]);
    await expect(input).toHaveAttribute('type', 'file');
    // The control is the input (keyboard, screen readers), described by the translated file name.
    await expect(input).toHaveAccessibleDescription(NO_FILE[locale]);
    await expect(page.locator('.file-picker__name')).toHaveText(NO_FILE[locale]);
    await expect(page.locator('.file-picker__button')).toBeVisible();
    // The browser's own (English) button and text are not painted: nothing of the input is hit.
    const painted = await input.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element;
    });
    expect(painted).toBe(false);
    // Chosen: its name replaces "no file chosen".
    await input.setInputFiles({ name: 'मेरी-तस्वीर.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.locator('.file-picker__name')).toHaveText('मेरी-तस्वीर.png');
  });
}
