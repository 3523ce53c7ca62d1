// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import { hydrate, serverRendered } from '../test-utils/server-render.js';
import type { KathaSearchBox } from './search-box.js';

/**
 * A site shows its server's page before its script has loaded (apps/web/src/boot.ts): text typed
 * into the server-rendered search box in that time stays when the element hydrates. The box is
 * the server's (test-utils/ssr-fixtures.ts: `value="monsoon"`).
 */
async function searchBox() {
  const box = await serverRendered<KathaSearchBox>('katha-search-box');
  return { box, input: box.shadowRoot!.querySelector('input')! };
}
const load = () => import('./search-box.js');

describe('the search box, typed into before it hydrates', () => {
  it('keeps the text, and searches for it', async () => {
    const { box, input } = await searchBox();
    input.value = 'kite';
    await hydrate(box, load);
    expect(input.value).to.equal('kite');
    expect(box.value).to.equal('kite');
    const searched = new Promise<string>((resolve) =>
      box.addEventListener('katha-search', (event) => resolve(event.detail.key)),
    );
    input.form!.requestSubmit();
    expect(await searched).to.equal('kite');
    box.parentElement!.remove();
  });

  it('shows its own value when nothing was typed', async () => {
    const { box, input } = await searchBox();
    await hydrate(box, load);
    expect(input.value).to.equal('monsoon');
    box.parentElement!.remove();
  });
});
