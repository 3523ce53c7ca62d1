// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import type { KathaSearchBox } from './search-box.js';

/**
 * A site shows its server's page before its script has loaded (apps/web/src/boot.ts): text typed
 * into the server-rendered search box in that time stays when the element hydrates. The element
 * comes from the server render of web-test-runner.config.mjs (`/__katha-ssr__.json`), with
 * `value="monsoon"`.
 */
const rendered: { html: Record<string, string> } = await (await fetch('/__katha-ssr__.json')).json();

async function serverRendered() {
  const slot = document.createElement('div');
  slot.setHTMLUnsafe(rendered.html['katha-search-box']!);
  document.body.append(slot);
  const box = slot.firstElementChild as KathaSearchBox;
  return { slot, box, input: box.shadowRoot!.querySelector('input')! };
}

describe('the search box, typed into before it hydrates', () => {
  it('keeps the text, and searches for it', async () => {
    const { slot, box, input } = await serverRendered();
    input.value = 'kite';
    await import('./search-box.js');
    box.removeAttribute('defer-hydration');
    await box.updateComplete;
    expect(input.value).to.equal('kite');
    expect(box.value).to.equal('kite');
    const searched = new Promise<string>((resolve) =>
      box.addEventListener('katha-search', (event) => resolve(event.detail.key)),
    );
    input.form!.requestSubmit();
    expect(await searched).to.equal('kite');
    slot.remove();
  });

  it('shows its own value when nothing was typed', async () => {
    const { slot, box, input } = await serverRendered();
    await import('./search-box.js');
    box.removeAttribute('defer-hydration');
    await box.updateComplete;
    expect(input.value).to.equal('monsoon');
    slot.remove();
  });
});
