import { countWords } from '@katha/rules';
import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitFor } from '../../../ui/src/test-utils/wait.js';
import 'axe-core/axe.min.js';
import type { AxeResults } from 'axe-core';
import { clearAutosave, readAutosave } from '../autosave.js';
import './editor.js';
import type { ImageUploadDetail, KathaEditor } from './editor.js';

const surface = (el: KathaEditor) => el.shadowRoot!.querySelector<HTMLElement>('.ql-editor')!;
const button = (el: KathaEditor, label: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`.toolbar button[aria-label="${label}"]`)!;

async function typeInto(el: KathaEditor, text: string) {
  el.focus();
  await sendKeys({ type: text });
}

describe('katha-editor', () => {
  afterEach(() => clearAutosave('test-draft'));

  it('labels its toolbar and writing area in the page language', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="hi-IN"><katha-editor></katha-editor></div>`,
    );
    const el = wrapper.querySelector('katha-editor')!;
    await el.updateComplete;
    const toolbar = el.shadowRoot!.querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).to.equal('फ़ॉर्मैटिंग');
    expect(button(el, 'बोल्ड')).to.exist;
    expect(surface(el).getAttribute('aria-label')).to.equal('लेख का पाठ');
    expect(surface(el).dataset.placeholder).to.equal('अपनी कहानी लिखिए…');
  });

  it('marks the text with its own language while the toolbar follows the page', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor lang="en" content-lang="kn-IN"></katha-editor>`);
    expect(surface(el).lang).to.equal('kn-IN');
    expect(button(el, 'Bold')).to.exist;
    el.contentLang = 'hi-IN';
    await el.updateComplete;
    expect(surface(el).lang).to.equal('hi-IN');
  });

  it('takes HTML in, keeps its formats and gives sanitized HTML out', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    el.value =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> <a href="https://example.com">link</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>said</blockquote>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)"><a href="javascript:alert(1)">bad</a></p><script>alert(1)</script>';
    const out = el.value;
    expect(out).to.contain('<h2>Title</h2>');
    expect(out).to.contain('<strong>bold</strong>');
    expect(out).to.contain('<em>italic</em>');
    expect(out).to.contain('<a href="https://example.com" rel="noopener noreferrer"');
    expect(out).to.contain('<ul><li>one</li></ul>');
    expect(out).to.contain('<ol><li>two</li></ol>');
    expect(out).to.contain('<blockquote>said</blockquote>');
    expect(out).not.to.contain('onerror');
    expect(out).not.to.contain('javascript:');
    expect(out).not.to.contain('script');
    expect(out).not.to.contain('&nbsp;');
  });

  it('counts words live by the CMS rule and shows the read time', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    const changed = oneEvent(el, 'katha-editor-change');
    await typeInto(el, 'Once upon a time, in Mysuru');
    const { detail } = await changed;
    expect(detail.words).to.equal(6);
    expect(el.wordCount).to.equal(countWords('Once upon a time, in Mysuru'));
    await el.updateComplete;
    const status = el.shadowRoot!.querySelector('.status')!.textContent!;
    expect(status).to.contain('6 words');
    expect(status).to.contain('1 min read');
  });

  it('formats the selection from the toolbar and shows the pressed state', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    await typeInto(el, 'Bold words');
    await sendKeys({ press: 'Shift+Home' });
    button(el, 'Bold').click();
    await el.updateComplete;
    expect(el.value).to.equal('<p><strong>Bold words</strong></p>');
    expect(button(el, 'Bold').getAttribute('aria-pressed')).to.equal('true');
    button(el, 'Heading H2').click();
    expect(el.value).to.equal('<h2><strong>Bold words</strong></h2>');
    button(el, 'Heading H2').click();
    button(el, 'Bulleted list').click();
    expect(el.value).to.equal('<ul><li><strong>Bold words</strong></li></ul>');
  });

  it('adds a link to the selection from the link row', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    await typeInto(el, 'Katha');
    await sendKeys({ press: 'Shift+Home' });
    button(el, 'Add a link').click();
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('.link-input')!;
    await waitFor(() => el.shadowRoot!.activeElement === input);
    await sendKeys({ type: 'katha.example' });
    await sendKeys({ press: 'Enter' });
    expect(el.value).to.equal(
      '<p><a href="https://katha.example" rel="noopener noreferrer" target="_blank">Katha</a></p>',
    );
  });

  it('asks the host to upload an image, shows its progress and inserts it', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    await typeInto(el, 'Picture:');
    let finish!: () => void;
    el.addEventListener('katha-image-upload', (event) => {
      const detail = (event as CustomEvent<ImageUploadDetail>).detail;
      expect(detail.file.name).to.equal('photo.png');
      detail.progress(0.5);
      detail.waitUntil(
        new Promise<void>((resolve) => {
          finish = () => {
            detail.resolve({ url: 'https://cdn.example/photo.png', alt: 'A photo' });
            resolve();
          };
        }),
      );
    });
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const progress = el.shadowRoot!.querySelector('progress')!;
    expect(progress.value).to.equal(0.5);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('Uploading photo.png');
    finish();
    await waitFor(() => !el.shadowRoot!.querySelector('progress'));
    expect(el.value).to.equal('<p>Picture:<img src="https://cdn.example/photo.png" alt="A photo"></p>');
  });

  it('says so, with a retry, when the upload fails, and keeps the text', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    await typeInto(el, 'Still here');
    el.addEventListener('katha-image-upload', (event) => {
      (event as CustomEvent<ImageUploadDetail>).detail.waitUntil(Promise.reject(new Error('offline')));
    });
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const files = new DataTransfer();
    files.items.add(new File(['x'], 'a.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await waitFor(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('could not be uploaded');
    expect(el.value).to.equal('<p>Still here</p>');
  });

  it('autosaves the text with the host fields every few seconds and when it leaves the page', async () => {
    const el = await fixture<KathaEditor>(
      html`<katha-editor autosave-key="test-draft" autosave-interval="500"></katha-editor>`,
    );
    el.autosaveFields = { title: 'A title' };
    const typed = Date.now();
    await typeInto(el, 'Never lost');
    const saved = await oneEvent(el, 'katha-autosave');
    expect(saved.detail.ok).to.equal(true);
    const record = readAutosave<{ title: string }>('test-draft')!;
    expect(record.html).to.equal('<p>Never lost</p>');
    expect(record.fields.title).to.equal('A title');
    // Stamped when it was saved (not how fast: the benchmark measures speed).
    expect(record.savedAt).to.be.within(typed, Date.now());
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.status')!.textContent).to.contain('Saved on this device');

    await typeInto(el, ' again');
    el.remove(); // a route change
    expect(readAutosave('test-draft')!.html).to.equal('<p>Never lost again</p>');
  });

  it('opens the link row with Ctrl+K', async () => {
    const el = await fixture<KathaEditor>(html`<katha-editor></katha-editor>`);
    await typeInto(el, 'Katha');
    await sendKeys({ press: 'Shift+Home' });
    await sendKeys({ press: 'Control+k' });
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('.link-input')!;
    await waitFor(() => el.shadowRoot!.activeElement === input);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.link-input')).to.equal(null);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode, with the link row and an upload showing`, async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)"><katha-editor></katha-editor></div>`,
      );
      const el = wrapper.querySelector('katha-editor')!;
      await typeInto(el, 'Some text');
      button(el, 'Add a link').click();
      await el.updateComplete;
      const axe = (window as unknown as { axe: { run(node: Element, options: object): Promise<AxeResults> } })
        .axe;
      // No preload: the style sheets' text serves only an experimental rule axe does not run.
      const results = await axe.run(wrapper, { resultTypes: ['violations'], preload: false });
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).to.deep.equal([]);
    });
  }

  it('lets Tab leave the writing area (no keyboard trap)', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><katha-editor></katha-editor><button id="after">after</button></div>`,
    );
    const el = wrapper.querySelector('katha-editor')!;
    await typeInto(el, 'x');
    await sendKeys({ press: 'Tab' });
    await aTimeout(0);
    expect(document.activeElement!.id).to.equal('after');
    expect(el.value).to.equal('<p>x</p>');
  });
});
