import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { expectNoAxeViolations, fixtureInLocale, loadedFontFamilies } from '../test-utils/index.js';
import './chip.js';
import type { KathaChip } from './chip.js';

const removeButton = (el: KathaChip) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="remove"]');

describe('katha-chip', () => {
  it('shows no remove button unless removable', async () => {
    const el = await fixture<KathaChip>(html`<katha-chip>New</katha-chip>`);
    expect(removeButton(el)).to.equal(null);
  });

  it('fires katha-remove with its value on click', async () => {
    const el = await fixture<KathaChip>(html`<katha-chip removable value="topic-7">Poetry</katha-chip>`);
    const removed = oneEvent(el, 'katha-remove');
    removeButton(el)!.click();
    const event = await removed;
    expect(event.detail).to.deep.equal({ value: 'topic-7' });
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('fires katha-remove with its text on Delete or Backspace', async () => {
    const el = await fixture<KathaChip>(html`<katha-chip removable>Poetry</katha-chip>`);
    const details: unknown[] = [];
    el.addEventListener('katha-remove', (event) => details.push(event.detail));
    for (const key of ['Delete', 'Backspace', 'a']) {
      removeButton(el)!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    }
    expect(details).to.deep.equal([{ value: 'Poetry' }, { value: 'Poetry' }]);
  });

  it('labels the remove button with the chip text in the page language', async () => {
    const el = await fixtureInLocale<KathaChip>(html`<katha-chip removable>ಕವಿತೆ</katha-chip>`, 'kn-IN');
    expect(removeButton(el)!.getAttribute('aria-label')).to.equal('ಕವಿತೆ ತೆಗೆದುಹಾಕಿ');
  });

  it('renames the remove button when its text changes', async () => {
    const el = await fixture<KathaChip>(html`<katha-chip removable>Poetry</katha-chip>`);
    el.textContent = 'Essays';
    await oneEvent(el.shadowRoot!.querySelector('slot:not([name])')!, 'slotchange');
    await el.updateComplete;
    expect(removeButton(el)!.getAttribute('aria-label')).to.equal('Remove Essays');
  });

  it('outlines in its colour instead of filling', async () => {
    const el = await fixture<KathaChip>(
      html`<katha-chip color="primary" variant="outlined">New</katha-chip>`,
    );
    const base = getComputedStyle(el.shadowRoot!.querySelector('[part="base"]')!);
    expect(base.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(base.borderTopColor).to.equal('rgb(194, 65, 12)');
    expect(base.color).to.equal('rgb(194, 65, 12)');
  });

  it('draws Hindi text with Noto Sans Devanagari', async () => {
    await fixtureInLocale(html`<katha-chip>कविता</katha-chip>`, 'hi-IN');
    expect([...(await loadedFontFamilies(['Noto Sans Devanagari']))]).to.include('Noto Sans Devanagari');
  });

  it('has no axe violations in every colour, filled and outlined', async () => {
    const colors = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'];
    const el = await fixture(html`<div>
      ${colors.map((color) => html`<katha-chip color=${color}>${color}</katha-chip>`)}
      ${colors.map((color) => html`<katha-chip color=${color} variant="outlined" removable>${color}</katha-chip>`)}
    </div>`);
    await expectNoAxeViolations(el);
  });
});
