// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import type { KathaTextField } from './text-field.js';

/**
 * A site shows its server's page before its script has loaded (apps/web/src/boot.ts): text typed
 * into a server-rendered field in that time stays when the element hydrates, and the form gets
 * it. The element comes from the server render of web-test-runner.config.mjs
 * (`/__katha-ssr__.json`), with `value="Asha"`, in a form.
 */
const rendered: { html: Record<string, string> } = await (await fetch('/__katha-ssr__.json')).json();

async function serverRendered() {
  const form = document.createElement('form');
  form.setHTMLUnsafe(rendered.html['katha-text-field']!);
  document.body.append(form);
  const field = form.firstElementChild as KathaTextField;
  field.setAttribute('name', 'who');
  return { form, field, input: field.shadowRoot!.querySelector('input')! };
}

describe('the text field, typed into before it hydrates', () => {
  it('keeps the text and submits it; a form reset goes back to the value it was given', async () => {
    const { form, field, input } = await serverRendered();
    input.value = 'Ravi';
    await import('./text-field.js');
    field.removeAttribute('defer-hydration');
    await field.updateComplete;
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
    const { form, field, input } = await serverRendered();
    await import('./text-field.js');
    field.removeAttribute('defer-hydration');
    await field.updateComplete;
    expect(input.value).to.equal('Asha');
    expect(new FormData(form).get('who')).to.equal('Asha');
    form.remove();
  });
});
