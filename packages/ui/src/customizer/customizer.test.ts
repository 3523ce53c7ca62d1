import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import { SETTINGS_STORAGE_KEY } from '../theme/settings.js';
import './customizer.js';
import type { KathaCustomizer, SettingsChangeDetail } from './customizer.js';

const root = document.documentElement;
const ATTRIBUTES = [
  'data-katha-mode',
  'data-katha-theme',
  'dir',
  'data-katha-container',
  'data-katha-nav',
  'data-katha-card-shadow',
  'style',
];

function reset() {
  localStorage.removeItem(SETTINGS_STORAGE_KEY);
  for (const name of ATTRIBUTES) root.removeAttribute(name);
}

const drawer = (el: KathaCustomizer) => el.shadowRoot!.querySelector('katha-drawer')!;
const panel = (el: KathaCustomizer) => drawer(el).shadowRoot!.querySelector('dialog')!;

/** The option (a label wrapping a radio) whose text is `text`, clicked like a person would. */
function option(el: KathaCustomizer, text: string): HTMLLabelElement {
  const labels = [...el.shadowRoot!.querySelectorAll<HTMLLabelElement>('label.option')];
  const found = labels.find((label) => label.textContent!.trim() === text);
  if (!found) throw new Error(`no option "${text}"`);
  return found;
}
const checkedOf = (el: KathaCustomizer, name: string) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)!.value;

async function openCustomizer(el: KathaCustomizer) {
  el.open = true;
  await el.updateComplete;
  await drawer(el).updateComplete;
  await Promise.all(
    panel(el)
      .getAnimations()
      .map((animation) => animation.finished),
  );
}

describe('katha-customizer', () => {
  beforeEach(reset);
  afterEach(reset);

  it('starts from the spec defaults and applies them to <html>', async () => {
    const el = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    expect(root.getAttribute('data-katha-mode')).to.equal('light');
    expect(root.dir).to.equal('ltr');
    expect(root.getAttribute('data-katha-theme')).to.equal('ORANGE_THEME');
    expect(root.getAttribute('data-katha-container')).to.equal('boxed');
    expect(root.getAttribute('data-katha-nav')).to.equal('horizontal');
    expect(root.getAttribute('data-katha-card-shadow')).to.equal('on');
    expect(getComputedStyle(root).getPropertyValue('--katha-radius').trim()).to.equal('7px');
    expect(checkedOf(el, 'activeMode')).to.equal('light');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('#radius')!.value).to.equal('7');
  });

  it('applies each setting at once, saves it and announces it', async () => {
    const el = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    await openCustomizer(el);
    const changes: SettingsChangeDetail[] = [];
    el.addEventListener('katha-settings-change', (event) => changes.push(event.detail));

    option(el, 'Dark').click();
    expect(root.getAttribute('data-katha-mode')).to.equal('dark');
    expect(getComputedStyle(root).getPropertyValue('--katha-color-background').trim()).to.equal('#111827');
    option(el, 'Blue').click();
    expect(root.getAttribute('data-katha-theme')).to.equal('BLUE_THEME');
    option(el, 'Full width').click();
    expect(getComputedStyle(root).getPropertyValue('--katha-layout-container-max-width').trim()).to.equal(
      'none',
    );
    option(el, 'Vertical (sidebar)').click();
    expect(root.getAttribute('data-katha-nav')).to.equal('vertical');
    const radius = el.shadowRoot!.querySelector<HTMLInputElement>('#radius')!;
    radius.value = '16';
    radius.dispatchEvent(new Event('input'));
    expect(getComputedStyle(root).getPropertyValue('--katha-radius').trim()).to.equal('16px');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('output')!.textContent).to.equal('16 px');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    expect(getComputedStyle(root).getPropertyValue('--katha-shadow-card').trim()).to.equal('none');

    expect(changes.map((change) => change.changed)).to.deep.equal([
      'activeMode',
      'activeTheme',
      'container',
      'navLayout',
      'borderRadius',
      'cardShadow',
    ]);
    expect(changes.at(-1)!.settings).to.deep.equal({
      activeMode: 'dark',
      activeDir: 'ltr',
      activeTheme: 'BLUE_THEME',
      borderRadius: 16,
      container: 'full',
      navLayout: 'vertical',
      cardShadow: false,
    });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).to.deep.equal(changes.at(-1)!.settings);
  });

  it('keeps the settings for a re-created element (a new page)', async () => {
    const first = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    option(first, 'Dark').click();
    option(first, 'Purple').click();
    first.remove();
    for (const name of ATTRIBUTES) root.removeAttribute(name); // as on a fresh page load
    const second = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    expect(root.getAttribute('data-katha-mode')).to.equal('dark');
    expect(root.getAttribute('data-katha-theme')).to.equal('PURPLE_THEME');
    expect(checkedOf(second, 'activeMode')).to.equal('dark');
    expect(checkedOf(second, 'activeTheme')).to.equal('PURPLE_THEME');
  });

  it('switches the document to rtl and mirrors the drawer and its trigger', async () => {
    const el = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    const trigger = el.shadowRoot!.querySelector('katha-icon-button')!;
    expect(trigger.getBoundingClientRect().right).to.be.greaterThan(window.innerWidth / 2);
    await openCustomizer(el);
    expect(Math.round(panel(el).getBoundingClientRect().right)).to.equal(window.innerWidth);
    option(el, 'Right to left').click();
    expect(root.dir).to.equal('rtl');
    el.open = false;
    await el.updateComplete;
    await openCustomizer(el);
    expect(panel(el).getBoundingClientRect().left).to.equal(0);
    expect(trigger.getBoundingClientRect().left).to.be.lessThan(window.innerWidth / 2);
  });

  it('is operated with the keyboard: the trigger opens it, arrows change a setting, Escape closes', async () => {
    const el = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    el.shadowRoot!.querySelector('katha-icon-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.open).to.equal(true);
    const light = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="activeMode"]')!;
    light.focus();
    const changed = oneEvent(el, 'katha-settings-change');
    await sendKeys({ press: 'ArrowDown' });
    expect((await changed).detail.settings.activeMode).to.equal('dark');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('offers the language with with-language, and passes its choice on', async () => {
    const plain = await fixture<KathaCustomizer>(html`<katha-customizer open></katha-customizer>`);
    expect(plain.shadowRoot!.querySelector('katha-language-switcher')).to.equal(null);
    const el = await fixture<KathaCustomizer>(html`<katha-customizer open with-language></katha-customizer>`);
    const switcher = el.shadowRoot!.querySelector('katha-language-switcher')!;
    await switcher.updateComplete;
    const select = switcher.shadowRoot!.querySelector('select')!;
    const chosen = oneEvent(el, 'katha-locale-change');
    select.value = 'hi-IN';
    select.dispatchEvent(new Event('change'));
    expect((await chosen).detail).to.deep.equal({ locale: 'hi-IN' });
  });

  it('speaks Kannada', async () => {
    const el = await fixtureInLocale<KathaCustomizer>(html`<katha-customizer></katha-customizer>`, 'kn-IN');
    expect(drawer(el).label).to.equal('ಸೆಟ್ಟಿಂಗ್‌ಗಳು');
    expect(option(el, 'ಗಾಢ')).to.exist;
    expect(el.shadowRoot!.querySelector('output')!.textContent).to.equal('7 ಪಿಕ್ಸೆಲ್');
  });

  it('has no axe violations in light and dark', async () => {
    const el = await fixture<KathaCustomizer>(html`<katha-customizer></katha-customizer>`);
    await openCustomizer(el);
    await expectNoAxeViolations(el);
    option(el, 'Dark').click();
    await expectNoAxeViolations(el);
  });
});
