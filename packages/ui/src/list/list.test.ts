import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './list.js';
import type { KathaList, ListItem } from './list.js';

const ITEMS: ListItem[] = [
  { id: 'asha', primary: 'Asha Rao', secondary: 'Monsoon letters', avatar: 'Asha Rao', meta: '2h' },
  { id: 'inbox', primary: 'Inbox', icon: 'inbox', meta: '4' },
  { id: 'old', primary: 'Archived', icon: 'article', disabled: true },
  { id: 'drafts', primary: 'Drafts', secondary: '3 unfinished stories', icon: 'pencil' },
];

const controls = (el: KathaList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.control')];
const active = (el: KathaList) => el.shadowRoot!.activeElement as HTMLElement | null;

describe('katha-list', () => {
  it('is a labelled ul of li with avatars, icons, second lines and end texts', async () => {
    const el = await fixture<KathaList>(html`<katha-list label="People" .items=${ITEMS}></katha-list>`);
    const list = el.shadowRoot!.querySelector('ul')!;
    expect(list.getAttribute('aria-label')).to.equal('People');
    expect(list.querySelectorAll(':scope > li')).to.have.length(4);
    expect(controls(el)).to.have.length(0);
    const [first, second] = list.querySelectorAll('li');
    expect(first!.querySelector('katha-avatar')!.getAttribute('name')).to.equal('Asha Rao');
    // The avatar repeats the name: hidden from screen readers.
    expect(first!.querySelector('.start')!.getAttribute('aria-hidden')).to.equal('true');
    expect(first!.querySelector('.secondary')!.textContent).to.equal('Monsoon letters');
    expect(second!.querySelector('svg')).to.exist;
    expect(second!.querySelector('.meta')!.textContent).to.equal('4');
  });

  it('is one tab stop: the arrows, Home and End move between interactive items, Enter and Space choose', async () => {
    const el = await fixture<KathaList>(
      html`<div><button>before</button><katha-list interactive label="Folders" .items=${ITEMS} selected="inbox"></katha-list></div>`,
    ).then((div) => div.querySelector('katha-list')!);
    await el.updateComplete;
    expect(controls(el).map((control) => control.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect(controls(el)[1]!.getAttribute('aria-current')).to.equal('true');
    (el.previousElementSibling as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(active(el)?.dataset.id).to.equal('inbox');
    // The disabled item is skipped.
    await sendKeys({ press: 'ArrowDown' });
    expect(active(el)?.dataset.id).to.equal('drafts');
    await sendKeys({ press: 'ArrowDown' });
    expect(active(el)?.dataset.id).to.equal('asha');
    await sendKeys({ press: 'ArrowUp' });
    expect(active(el)?.dataset.id).to.equal('drafts');
    await sendKeys({ press: 'Home' });
    expect(active(el)?.dataset.id).to.equal('asha');
    await sendKeys({ press: 'End' });
    expect(active(el)?.dataset.id).to.equal('drafts');
    const chosen = oneEvent(el, 'katha-list-select');
    await sendKeys({ press: 'Enter' });
    expect((await chosen).detail.id).to.equal('drafts');
    expect(el.selected).to.equal('drafts');
    await el.updateComplete;
    expect(controls(el).map((control) => control.tabIndex)).to.deep.equal([-1, -1, -1, 0]);
    await sendKeys({ press: 'Home' });
    const again = oneEvent(el, 'katha-list-select');
    await sendKeys({ press: 'Space' });
    expect((await again).detail.id).to.equal('asha');
    // Disabled: not chosen on click.
    controls(el)[2]!.click();
    expect(el.selected).to.equal('asha');
  });

  it('takes focus on its chosen item, as Tab into it does', async () => {
    const el = await fixture<KathaList>(
      html`<katha-list interactive label="Folders" .items=${ITEMS} selected="drafts"></katha-list>`,
    );
    el.focus();
    expect(active(el)?.dataset.id).to.equal('drafts');
    // The chosen item gone (deleted): the first item.
    el.items = ITEMS.filter((item) => item.id !== 'drafts');
    await el.updateComplete;
    el.focus();
    expect(active(el)?.dataset.id).to.equal('asha');
  });

  it('makes items with an href links that fire katha-navigate', async () => {
    const el = await fixture<KathaList>(
      html`<katha-list .items=${[
        { id: 'a', primary: 'Monsoon letters', href: '/core/article/monsoon-letters' },
        { id: 'b', primary: 'The ferry', href: '/core/article/the-ferry' },
      ]}></katha-list>`,
    );
    const [first] = controls(el);
    expect(first!.tagName).to.equal('A');
    expect(first!.getAttribute('href')).to.equal('/core/article/monsoon-letters');
    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigated = oneEvent(el, 'katha-navigate');
    first!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect((await navigated).detail.href).to.equal('/core/article/the-ferry');
    expect(location.pathname).not.to.equal('/core/article/the-ferry');
  });

  it('has no axe violations, static and interactive, in Kannada and rtl', async () => {
    const el = await fixtureInLocale(
      html`<div dir="rtl">
        <katha-list label="ಜನರು" .items=${ITEMS} dividers></katha-list>
        <katha-list label="ಫೋಲ್ಡರ್‌ಗಳು" .items=${ITEMS} interactive selected="inbox" dense></katha-list>
      </div>`,
      'kn-IN',
    );
    await expectNoAxeViolations(el);
    const item = el.querySelector('katha-list')!.shadowRoot!.querySelector('li')!;
    const avatar = item.querySelector('.start')!.getBoundingClientRect();
    expect(avatar.right).to.be.greaterThan(item.querySelector('.texts')!.getBoundingClientRect().right);
  });

  it('writes its lines at 4.5:1 or more in every colour theme, light and dark, the chosen item too', async () => {
    await expectTextContrast(
      html`<katha-list interactive selected="inbox" .items=${ITEMS}></katha-list>`,
      (container) => {
        const root = container.querySelector('katha-list')!.shadowRoot!;
        const paper = getComputedStyle(container).backgroundColor;
        const chosen = root.querySelector('[aria-current]')!;
        const colour = (node: Element) => getComputedStyle(node).color;
        return [
          ['primary', colour(root.querySelector('.primary')!), paper],
          ['secondary', colour(root.querySelector('.secondary')!), paper],
          ['meta', colour(root.querySelector('.meta')!), paper],
          ['chosen', colour(chosen.querySelector('.primary')!), getComputedStyle(chosen).backgroundColor],
        ];
      },
    );
  });
});
