import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../date-picker/date-picker.js';
import '../select/select.js';
import type { SelectOption } from '../select/select.js';
import '../text-field/text-field.js';
import '../textarea/textarea.js';
import { formLayoutCss } from './form-layout.js';

const cities: SelectOption[] = [
  { value: 'blr', label: 'Bengaluru' },
  { value: 'mys', label: 'Mysuru' },
];

/** The form at `width` px, its controls rendered, as a page with `formLayoutCss` would show it. */
async function mount(template: TemplateResult, width: number): Promise<HTMLFormElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div style="inline-size: ${width}px">${template}</div>`);
  const form = wrapper.querySelector('form')!;
  await Promise.all(
    [...form.querySelectorAll('*')].map((el) => (el as { updateComplete?: unknown }).updateComplete),
  );
  return form;
}

/** A control's label, field (the box a person types in or opens) and hint under it if any, as drawn. */
function parts(control: Element) {
  const root = control.shadowRoot!;
  const field = root.querySelector('[part="control"], [part="field"]') ?? root.querySelector('.field')!;
  return {
    label: root.querySelector('[part="label"]')!.getBoundingClientRect(),
    field: field.getBoundingClientRect(),
    hint: root.querySelector('.hint')?.getBoundingClientRect(),
  };
}

const controls = (form: HTMLFormElement) =>
  [...form.querySelectorAll('katha-text-field, katha-textarea, katha-select, katha-date-picker')].map(parts);

const fields = html`<katha-text-field label="Name" name="name" value="Meera"></katha-text-field>
  <katha-text-field label="Email" name="email" type="email" hint="We never share it"></katha-text-field>
  <katha-select label="City" name="city" .options=${cities} value="mys"></katha-select>
  <katha-date-picker label="Born on" name="born"></katha-date-picker>
  <katha-textarea label="About you" name="about"></katha-textarea>
  <div class="katha-form__actions"><button>Save</button></div>`;

describe('form layouts (formLayoutCss)', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = document.createElement('style');
    style.textContent = formLayoutCss;
    document.head.append(style);
  });
  after(() => style.remove());

  it('katha-form: the controls one under the other across the form, each label above its field', async () => {
    const form = await mount(html`<form class="katha-form">${fields}</form>`, 700);
    const [name, email] = [...form.querySelectorAll('katha-text-field')];
    const [first, second] = [name!, email!].map((el) => el.getBoundingClientRect());
    // The grid's gap (--katha-space-4) between them, not just block flow.
    expect(second!.top - first!.bottom).to.equal(16);
    for (const control of form.querySelectorAll('katha-text-field, katha-select, katha-date-picker'))
      expect(control.getBoundingClientRect().width, control.localName).to.equal(700);
    for (const { label, field } of controls(form)) expect(label.bottom).to.be.at.most(field.top);
  });

  it('katha-form--horizontal: each label beside its field, the labels one column 11rem wide', async () => {
    const form = await mount(html`<form class="katha-form katha-form--horizontal">${fields}</form>`, 700);
    const drawn = controls(form);
    expect(drawn).to.have.length(5);
    expect(drawn.filter(({ hint }) => hint)).to.have.length(2);
    for (const { label, field, hint } of drawn) {
      expect(label.right).to.be.at.most(field.left);
      expect(field.top).to.be.below(label.bottom);
      expect(label.left).to.equal(drawn[0]!.label.left);
      expect(label.width).to.equal(176);
      expect(field.left).to.equal(drawn[0]!.field.left);
      // The label spans the field's rows: the hint goes under the field, not under the label.
      if (hint) {
        expect(hint.left).to.equal(field.left);
        expect(hint.top).to.be.at.least(field.bottom);
      }
    }
    // The buttons line up with the fields, not the labels.
    const actions = form.querySelector('.katha-form__actions')!.getBoundingClientRect();
    expect(actions.left).to.equal(drawn[0]!.field.left);
  });

  it('katha-form--horizontal in rtl: mirrored, each label on the right of its field', async () => {
    const form = await mount(
      html`<form class="katha-form katha-form--horizontal" dir="rtl">${fields}</form>`,
      700,
    );
    const drawn = controls(form);
    for (const { label, field, hint } of drawn) {
      expect(label.left).to.be.at.least(field.right);
      expect(field.top).to.be.below(label.bottom);
      expect(label.right).to.equal(drawn[0]!.label.right);
      if (hint) expect(hint.right).to.equal(field.right);
    }
    const actions = form.querySelector('.katha-form__actions')!.getBoundingClientRect();
    expect(actions.right).to.equal(drawn[0]!.field.right);
  });

  it('katha-form--horizontal narrower than 36rem: vertical again (a container query on the form)', async () => {
    // The window is wider than 36rem: only the form's own width can make it vertical.
    expect(window.innerWidth).to.be.above(576);
    const form = await mount(html`<form class="katha-form katha-form--horizontal">${fields}</form>`, 320);
    for (const { label, field } of controls(form)) {
      expect(label.bottom).to.be.at.most(field.top);
      expect(field.width).to.equal(320);
    }
  });

  it('katha-form__row: its fields side by side when wide, stacked when narrow; katha-form__full takes a line', async () => {
    const row = html`<form class="katha-form">
      <div class="katha-form__row">
        <katha-text-field class="katha-form__full" label="Street" name="street"></katha-text-field>
        <katha-text-field label="City" name="city"></katha-text-field>
        <katha-text-field label="Postal code" name="postal"></katha-text-field>
      </div>
    </form>`;
    const box = (form: HTMLFormElement) =>
      [...form.querySelectorAll('katha-text-field')].map((el) => el.getBoundingClientRect());

    const [street, city, postal] = box(await mount(row, 700));
    expect(street!.width).to.equal(700);
    expect(city!.top).to.be.at.least(street!.bottom);
    expect(postal!.top).to.equal(city!.top);
    expect(postal!.left - city!.right).to.be.closeTo(16, 0.5);
    expect(postal!.width).to.be.closeTo(city!.width, 0.5);
    expect(city!.width).to.be.at.least(192);

    const [narrowStreet, narrowCity, narrowPostal] = box(await mount(row, 320));
    expect(narrowCity!.top).to.be.at.least(narrowStreet!.bottom);
    expect(narrowPostal!.top).to.be.at.least(narrowCity!.bottom);
    for (const field of [narrowStreet, narrowCity, narrowPostal]) expect(field!.width).to.equal(320);
  });

  it('keeps the controls in their form: its FormData has their values', async () => {
    const form = await mount(html`<form class="katha-form katha-form--horizontal">${fields}</form>`, 700);
    const data = new FormData(form);
    expect(data.get('name')).to.equal('Meera');
    expect(data.get('city')).to.equal('mys');
  });
});
