import { expect } from '@open-wc/testing';
import { ariaTarget } from './trigger.js';

describe('ariaTarget', () => {
  it('finds the control of a server-rendered shadow root, past the stylesheet it links first', () => {
    const host = document.createElement('div');
    // As the site's server renders a kit element (ssr/render.ts): the element's sheet, then its control.
    host.setHTMLUnsafe(
      '<span><template shadowrootmode="open" shadowrootdelegatesfocus><link rel="stylesheet" href="/assets/elements/katha-button.0123456789abcdef.css"><button>Open</button></template></span>',
    );
    const trigger = host.firstElementChild!;
    expect(trigger.shadowRoot!.delegatesFocus).to.equal(true);
    expect(ariaTarget(trigger).tagName).to.equal('BUTTON');
  });

  it('is the trigger itself when its shadow root does not delegate focus', () => {
    const trigger = document.createElement('span');
    trigger.attachShadow({ mode: 'open' }).innerHTML = '<a href="#x">x</a>';
    expect(ariaTarget(trigger)).to.equal(trigger);
  });
});
