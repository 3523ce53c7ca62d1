import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

interface Updating extends HTMLElement {
  updateComplete: Promise<unknown>;
}

/**
 * The fieldset rule of the kit's form controls: `template` (one control) inside a disabled
 * `<fieldset>` has its native `control` disabled and submits nothing; enabling the fieldset enables
 * the control again.
 */
export async function expectDisabledByFieldset<T extends Updating>(
  template: TemplateResult,
  control: (el: T) => { disabled: boolean },
): Promise<void> {
  const form = await fixture<HTMLFormElement>(html`<form><fieldset disabled>${template}</fieldset></form>`);
  const fieldset = form.querySelector('fieldset')!;
  const el = fieldset.firstElementChild as T;
  await el.updateComplete;
  expect(control(el).disabled).to.equal(true);
  expect([...new FormData(form).entries()]).to.deep.equal([]);
  fieldset.disabled = false;
  await el.updateComplete;
  expect(control(el).disabled).to.equal(false);
}

/**
 * A control created with its `name` and `value` set as properties before it is connected (as
 * React gives them) submits that value, and a form reset after a change to `changed` puts it back.
 */
export async function expectResetToProperties(
  tag: keyof HTMLElementTagNameMap,
  properties: { label: string; name: string; value: string },
  changed: string,
): Promise<void> {
  const form = await fixture<HTMLFormElement>(html`<form></form>`);
  const el = document.createElement(tag) as unknown as Updating & { value: string };
  Object.assign(el, properties);
  form.append(el);
  await el.updateComplete;
  expect([...new FormData(form).entries()]).to.deep.equal([[properties.name, properties.value]]);
  el.value = changed;
  await el.updateComplete;
  form.reset();
  await el.updateComplete;
  expect(el.value).to.equal(properties.value);
}
