import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { homeIcon } from './home.js';
import { icon } from './icon.js';
import { namedIcon } from './named.js';

const drawn = async (template: unknown) => (await fixture(html`<span>${template}</span>`)).innerHTML;

describe('namedIcon', () => {
  it('draws a named icon as icon() draws its shape', async () => {
    const svg = (await fixture(html`<span>${namedIcon('home')}</span>`)).querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).to.equal('true');
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal('M4 11l8-7 8 7M6 9.5V20h12V9.5');
    expect(await drawn(namedIcon('home'))).to.equal(await drawn(icon(homeIcon)));
  });

  it('answers undefined for a missing or unknown name, an object property name included', () => {
    for (const name of [undefined, '', 'rocket', 'toString', 'constructor', '__proto__'])
      expect(namedIcon(name), String(name)).to.equal(undefined);
    expect(namedIcon(undefined) ?? nothing).to.equal(nothing);
  });
});
