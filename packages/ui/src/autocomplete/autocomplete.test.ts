import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './autocomplete.js';
import type { AutocompleteOption, KathaAutocomplete } from './autocomplete.js';

const languages: AutocompleteOption[] = [
  { value: 'as', label: 'Assamese' },
  { value: 'bn', label: 'Bengali' },
  { value: 'hi', label: 'Hindi' },
  { value: 'kn', label: 'Kannada' },
  { value: 'ks', label: 'Kashmiri' },
  { value: 'ml', label: 'Malayalam' },
  { value: 'mr', label: 'Marathi' },
  { value: 'ta', label: 'Tamil' },
];

const input = (element: KathaAutocomplete) => element.shadowRoot!.querySelector('input')!;
const optionLabels = (element: KathaAutocomplete) =>
  [...element.shadowRoot!.querySelectorAll('[role="option"]')].map((option) => option.textContent!.trim());
const active = (element: KathaAutocomplete) => {
  const id = input(element).getAttribute('aria-activedescendant');
  return id ? element.shadowRoot!.getElementById(id)!.textContent!.trim() : '';
};
const message = (element: KathaAutocomplete) =>
  element.shadowRoot!.querySelector('[part="message"]')?.textContent?.trim() ?? '';
const announced = (element: KathaAutocomplete) =>
  element.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const expanded = (element: KathaAutocomplete) => input(element).getAttribute('aria-expanded') === 'true';
const press = async (element: KathaAutocomplete, key: string) => {
  await sendKeys({ press: key });
  await element.updateComplete;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A search over `languages` that answers when the test says: each call with its query, signal and resolve. */
function heldLoader() {
  const calls: { query: string; signal: AbortSignal; resolve: (options: AutocompleteOption[]) => void }[] =
    [];
  const load = (query: string, signal: AbortSignal) =>
    new Promise<AutocompleteOption[]>((resolve) => calls.push({ query, signal, resolve }));
  const answer = (query: string) =>
    languages.filter((option) => option.label.toLowerCase().startsWith(query.toLowerCase()));
  return { calls, load, answer };
}

describe('katha-autocomplete', () => {
  it('is an input with role combobox, labelled, with list autocomplete, closed at first', async () => {
    const element = await fixture<KathaAutocomplete>(
      html`<katha-autocomplete label="Language" .options=${languages}></katha-autocomplete>`,
    );
    const field = input(element);
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.getAttribute('aria-autocomplete')).to.equal('list');
    expect(field.getAttribute('aria-expanded')).to.equal('false');
    expect(
      element.shadowRoot!.getElementById(field.getAttribute('aria-controls')!)!.getAttribute('role'),
    ).to.equal('listbox');
    expect(element.shadowRoot!.querySelector(`label[for="${field.id}"]`)!.textContent).to.equal('Language');
  });

  it('searches once typing pauses (debounced) and aborts a stale request, showing only the newest answer', async () => {
    const { calls, load, answer } = heldLoader();
    // A pause longer than any test: nothing is searched while typing goes on, however slow the machine.
    const element = await fixture<KathaAutocomplete>(
      html`<katha-autocomplete label="Language" debounce="100000" .loadOptions=${load}></katha-autocomplete>`,
    );
    input(element).focus();
    // Down with less than min-length typed does not search the server.
    await press(element, 'ArrowDown');
    expect(expanded(element)).to.equal(false);
    await sendKeys({ type: 'ka' });
    await element.updateComplete;
    expect(calls).to.have.length(0);
    // A short pause: the next keystroke's search goes out once it has passed.
    element.debounce = 50;
    await sendKeys({ type: 'n' });
    await waitFor(() => calls.length === 1, 'one search after the pause');
    expect(calls[0]!.query).to.equal('kan');
    await element.updateComplete;
    expect(expanded(element)).to.equal(true);
    expect(message(element)).to.equal('Searching…');
    expect(announced(element)).to.equal('Searching…');
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => calls.length === 2, 'a second search');
    expect(calls[1]!.query).to.equal('ka');
    // The first request is aborted: its late answer changes nothing.
    expect(calls[0]!.signal.aborted).to.equal(true);
    calls[1]!.resolve(answer('ka'));
    await waitFor(() => optionLabels(element).length === 2);
    calls[0]!.resolve(answer('kan'));
    await sleep(20);
    await element.updateComplete;
    expect(optionLabels(element)).to.deep.equal(['Kannada', 'Kashmiri']);
    expect(announced(element)).to.equal('2 suggestions');
    expect(message(element)).to.equal('');
  });

  it('moves through the suggestions with the arrows (wrapping), chooses with Enter, Escape closes then clears', async () => {
    const element = await fixture<KathaAutocomplete>(
      html`<katha-autocomplete label="Language" debounce="0" .options=${languages}></katha-autocomplete>`,
    );
    input(element).focus();
    await sendKeys({ type: 'am' });
    await waitFor(() => optionLabels(element).length === 3, 'filtered by what was typed');
    // Every label containing "am", in order.
    expect(optionLabels(element)).to.deep.equal(['Assamese', 'Malayalam', 'Tamil']);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'ma' });
    await waitFor(() => optionLabels(element).length === 2);
    expect(optionLabels(element)).to.deep.equal(['Malayalam', 'Marathi']);
    expect(active(element)).to.equal('');
    await press(element, 'ArrowDown');
    expect(active(element)).to.equal('Malayalam');
    await press(element, 'ArrowUp');
    expect(active(element)).to.equal('Marathi');
    await press(element, 'ArrowDown');
    expect(active(element)).to.equal('Malayalam');
    await press(element, 'ArrowDown');
    expect(active(element)).to.equal('Marathi');
    // Focus never leaves the input.
    expect(element.shadowRoot!.activeElement).to.equal(input(element));
    const changed = oneEvent(element, 'katha-autocomplete-change');
    await press(element, 'Enter');
    expect((await changed).detail).to.deep.equal({ value: 'mr', label: 'Marathi' });
    expect(element.value).to.equal('mr');
    expect(input(element).value).to.equal('Marathi');
    expect(expanded(element)).to.equal(false);
    // Down opens the suggestions for the text there now.
    await press(element, 'ArrowDown');
    await waitFor(() => expanded(element) && active(element) === 'Marathi');
    await press(element, 'Escape');
    expect(expanded(element)).to.equal(false);
    expect(element.value).to.equal('mr');
    await press(element, 'Escape');
    expect(input(element).value).to.equal('');
    expect(element.value).to.equal('');
  });

  it('says when nothing matches and when the search fails, in the page language', async () => {
    const element = await fixtureInLocale<KathaAutocomplete>(
      html`<katha-autocomplete label="भाषा" debounce="0" .options=${languages}></katha-autocomplete>`,
      'hi-IN',
    );
    input(element).focus();
    await sendKeys({ type: 'xyz' });
    await waitFor(() => message(element) !== '' && message(element) !== 'खोज रहे हैं…');
    expect(message(element)).to.equal('“xyz” से मेल खाता कुछ नहीं मिला।');
    expect(announced(element)).to.equal(message(element));
    expect(element.shadowRoot!.querySelectorAll('[role="option"]')).to.have.length(0);

    const failing = await fixtureInLocale<KathaAutocomplete>(
      html`<katha-autocomplete label="ಭಾಷೆ" debounce="0" .loadOptions=${() => Promise.reject(new Error('offline'))}></katha-autocomplete>`,
      'kn-IN',
    );
    input(failing).focus();
    await sendKeys({ type: 'k' });
    await waitFor(() => message(failing).startsWith('ಸಲಹೆಗಳನ್ನು'));
    expect(message(failing)).to.equal('ಸಲಹೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲು ಮತ್ತೆ ಟೈಪ್ ಮಾಡಿ.');
  });

  it('chooses with a click', async () => {
    const element = await fixture<KathaAutocomplete>(
      html`<katha-autocomplete label="Language" debounce="0" .options=${languages}></katha-autocomplete>`,
    );
    input(element).focus();
    await sendKeys({ type: 'ben' });
    await waitFor(() => optionLabels(element).length === 1);
    (element.shadowRoot!.querySelector('[role="option"]') as HTMLElement).click();
    await element.updateComplete;
    expect(element.value).to.equal('bn');
    expect(input(element).value).to.equal('Bengali');
    expect(element.shadowRoot!.activeElement).to.equal(input(element));
  });

  it('places the list under the field through floating-ui, as wide as it', async () => {
    const element = await fixture<KathaAutocomplete>(
      html`<katha-autocomplete label="Language" debounce="0" style="inline-size: 320px" .options=${languages}></katha-autocomplete>`,
    );
    input(element).focus();
    await sendKeys({ type: 'a' });
    const popup = element.shadowRoot!.querySelector<HTMLElement>('[part="listbox"]')!;
    await waitFor(() => popup.matches(':popover-open') && popup.style.top !== '', 'placed');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = element.shadowRoot!.querySelector('.field')!.getBoundingClientRect();
    const list = popup.getBoundingClientRect();
    expect(list.top).to.be.closeTo(box.bottom + 4, 1);
    expect(list.width).to.be.closeTo(box.width, 1);
  });

  it('submits the chosen value (not typed text), reports required in the page language, Enter submits, and resets', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-autocomplete name="language" label="भाषा" required debounce="0" .options=${languages}></katha-autocomplete>
        <katha-autocomplete name="second" label="दूसरी भाषा" value="ta" value-label="Tamil" .loadOptions=${async () => languages}></katha-autocomplete>
      </form>`,
      'hi-IN',
    );
    const [language, second] = [...form.querySelectorAll('katha-autocomplete')] as [
      KathaAutocomplete,
      KathaAutocomplete,
    ];
    await language.updateComplete;
    await second.updateComplete;
    expect(input(second).value).to.equal('Tamil');
    expect([...new FormData(form).entries()]).to.deep.equal([['second', 'ta']]);
    expect(language.validationMessage).to.equal('कृपया सुझावों में से एक चुनें।');
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    input(language).focus();
    // Typed but not chosen: still missing. Enter with the list closed submits (and fails).
    await sendKeys({ type: 'hin' });
    await language.updateComplete;
    await press(language, 'Escape');
    await press(language, 'Enter');
    expect(submits).to.equal(0);
    expect(language.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      'कृपया सुझावों में से एक चुनें।',
    );
    expect(input(language).getAttribute('aria-invalid')).to.equal('true');
    expect(language.shadowRoot!.activeElement).to.equal(input(language));
    await press(language, 'ArrowDown');
    await waitFor(() => active(language) === 'Hindi');
    await press(language, 'Enter');
    expect(language.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    await press(language, 'Enter');
    expect(submits).to.equal(1);
    expect([...new FormData(form).entries()]).to.deep.equal([
      ['language', 'hi'],
      ['second', 'ta'],
    ]);
    // Typing again drops the choice.
    await sendKeys({ press: 'Backspace' });
    await language.updateComplete;
    expect(language.value).to.equal('');
    second.value = 'kn';
    form.reset();
    await language.updateComplete;
    await second.updateComplete;
    expect([language.value, input(language).value, second.value, input(second).value]).to.deep.equal([
      '',
      '',
      'ta',
      'Tamil',
    ]);
  });

  it('is disabled by a disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset disabled><katha-autocomplete name="l" label="Language" value="hi" .options=${languages}></katha-autocomplete></fieldset></form>`,
    );
    const element = form.querySelector('katha-autocomplete')!;
    await element.updateComplete;
    expect(input(element).disabled).to.equal(true);
    expect([...new FormData(form).entries()]).to.deep.equal([]);
  });

  it('has no axe violations in Kannada, closed and with suggestions open', async () => {
    const element = await fixtureInLocale<KathaAutocomplete>(
      html`<katha-autocomplete label="ಭಾಷೆ" required debounce="0" .options=${[
        { value: 'kn', label: 'ಕನ್ನಡ', description: 'ಕರ್ನಾಟಕ' },
        { value: 'kok', label: 'ಕೊಂಕಣಿ', description: 'ಗೋವಾ' },
      ]}></katha-autocomplete>`,
      'kn-IN',
    );
    await expectNoAxeViolations(element);
    input(element).focus();
    await sendKeys({ type: 'ಕ' });
    await waitFor(() => optionLabels(element).length === 2);
    await press(element, 'ArrowDown');
    expect(announced(element)).to.equal('2 ಸಲಹೆಗಳು');
    await expectNoAxeViolations(element);
  });
});
