// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import { hydrate, serverRendered } from '../test-utils/server-render.js';
import type { KathaTextField } from './text-field.js';

/**
 * A site shows its server's page before its script has loaded (apps/web/src/boot.ts): text typed
 * into a server-rendered field in that time stays when the element hydrates, and the form gets
 * it. The field is the server's (test-utils/ssr-fixtures.ts: `value="Asha"`), in a form.
 */
async function fieldInForm() {
  const form = document.createElement('form');
  const field = await serverRendered<KathaTextField>('katha-text-field', form);
  field.setAttribute('name', 'who');
  return { form, field, input: field.shadowRoot!.querySelector('input')! };
}
const load = () => import('./text-field.js');

describe('the text field, typed into before it hydrates', () => {
  it('keeps the text and submits it; a form reset goes back to the value it was given', async () => {
    const { form, field, input } = await fieldInForm();
    input.value = 'Ravi';
    await hydrate(field, load);
    expect(input.value).to.equal('Ravi');
    expect(field.value).to.equal('Ravi');
    expect(new FormData(form).get('who')).to.equal('Ravi');
    form.reset();
    await field.updateComplete;
    expect(field.value).to.equal('Asha');
    expect(input.value).to.equal('Asha');
    form.remove();
  });

  it('shows its own value when nothing was typed', async () => {
    const { form, field, input } = await fieldInForm();
    await hydrate(field, load);
    expect(input.value).to.equal('Asha');
    expect(new FormData(form).get('who')).to.equal('Asha');
    form.remove();
  });
});
