import { countWords, readTime } from '@katha/rules';
import '@katha/i18n/messages/editor';
import '@katha/i18n/messages/upload';
import { baseStyles, KathaElement, type WaitUntil, waitUntilDetail } from '@katha/ui/core';
import { html, nothing, type PropertyValues, svg, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import Quill from 'quill/core';
import Blockquote from 'quill/formats/blockquote';
import Bold from 'quill/formats/bold';
import Header from 'quill/formats/header';
import Image from 'quill/formats/image';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import List from 'quill/formats/list';
import { type AutosaveRecord, writeAutosave } from '../autosave.js';
import { quillCoreStyles } from '../generated/quill-core.css.js';
import { sanitizeEditorHtml } from '../sanitize.js';
import { styles } from './editor.styles.js';

Quill.register(
  {
    'formats/blockquote': Blockquote,
    'formats/bold': Bold,
    'formats/header': Header,
    'formats/image': Image,
    'formats/italic': Italic,
    'formats/link': Link,
    'formats/list': List,
  },
  true,
);

/** The only formats the editor keeps (pasted colours, fonts, tables... are dropped). */
const FORMATS = ['header', 'bold', 'italic', 'list', 'blockquote', 'link', 'image'];

/** How long typing must pause before the word count is redone (keeps keystrokes cheap on long texts). */
const COUNT_DELAY_MS = 250;

/** The CMS's refusals of an upload (its `error.details.key`), each a message of the `upload` namespace. */
const UPLOAD_REFUSALS = ['upload.notAnImage', 'upload.tooLarge', 'upload.tooManyPixels'] as const;

/**
 * `katha-image-upload`: the host uploads `file`, reports `progress(0..1)`, and resolves with the image's URL.
 * When the server refuses the file, the host rejects `waitUntil`'s promise with an error whose `key` is
 * one of UPLOAD_REFUSALS (the CMS's `error.details.key`): the editor shows that message.
 */
export interface ImageUploadDetail extends WaitUntil {
  file: File;
  progress(fraction: number): void;
  /** Call with the uploaded image's URL (and alternative text); the editor inserts it at the cursor. */
  resolve(result: { url: string; alt?: string }): void;
}

/** `katha-autosave`: a draft was written to this device (or could not be: `ok` false). */
export interface AutosaveDetail {
  key: string;
  savedAt: number;
  ok: boolean;
}

/** `katha-editor-change`: the text changed (by the writer); read `value` when you need the HTML. */
export interface EditorChangeDetail {
  words: number;
}

const icons: Record<string, TemplateResult> = {
  bold: svg`<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"/>`,
  italic: svg`<path d="M19 4h-9M14 20H5M15 4 9 20"/>`,
  bullet: svg`<path d="M9 6h11M9 12h11M9 18h11"/><circle cx="4" cy="6" r="1"/><circle cx="4" cy="12" r="1"/><circle cx="4" cy="18" r="1"/>`,
  ordered: svg`<path d="M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1"/>`,
  quote: svg`<path d="M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 6-4 6zM14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 6-4 6z"/>`,
  link: svg`<path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"/><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"/>`,
  image: svg`<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-5-5L5 21"/>`,
};

const icon = (name: string) => html`<svg viewBox="0 0 24 24" aria-hidden="true">${icons[name]}</svg>`;

/**
 * @summary The writing editor: Quill 2 in a shadow root with a translated toolbar (headings, bold,
 * italic, lists, quotes, links, images with an upload progress bar), a live word count and read time
 * (the CMS's rule, from @katha/rules), local autosave and sanitized HTML output.
 *
 * @fires katha-editor-change - The writer changed the text. Detail: `{ words }`.
 * @fires katha-image-upload - The writer chose an image. Detail: `{ file, progress(fraction), resolve({ url, alt }), waitUntil(promise) }`: upload it, report progress, resolve with its URL.
 * @fires katha-autosave - A draft was written to localStorage (`autosave-key`). Detail: `{ key, savedAt, ok }`.
 *
 * @csspart toolbar - The formatting toolbar.
 * @csspart status - The word count and read time line.
 *
 * @cssprop --katha-editor-min-height - The writing area's minimum height (20rem).
 * @cssprop --katha-editor-sticky-top - Where the toolbar sticks while the text scrolls (0; a fixed header's height).
 */
@customElement('katha-editor')
export class KathaEditor extends KathaElement {
  static override styles = [baseStyles, quillCoreStyles, styles];

  /** The placeholder of an empty text, already translated ("Tell your story…" when empty). */
  @property() placeholder = '';

  /** The accessible name of the writing area, already translated ("Article text" when empty). */
  @property() label = '';

  /** Where drafts are kept in localStorage (see `readAutosave`); no autosave when empty. */
  @property({ attribute: 'autosave-key' }) autosaveKey = '';

  /** How often (ms) a changed text is written to localStorage. */
  @property({ type: Number, attribute: 'autosave-interval' }) autosaveInterval = 3000;

  /** The host's other fields (title, tags...), stored with each draft. Assign a new object when they change. */
  @property({ attribute: false }) autosaveFields: Record<string, unknown> = {};

  /**
   * The language of the text (`hi-IN` for a Hindi article), for spelling, fonts and screen readers. The
   * toolbar and status follow the element's own `lang` (the page's language), so an English-speaking
   * writer can write in Kannada.
   */
  @property({ attribute: 'content-lang' }) contentLang = '';

  /** No editing (while a save is in flight, or for a reader). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  @state() private words = 0;
  @state() private formats: Record<string, unknown> = {};
  @state() private linkOpen = false;
  @state() private upload: { name: string; fraction: number } | null = null;
  @state() private uploadFailed = false;
  /** Why the server refused the last image, when it said (an `upload` message id). */
  @state() private uploadRefusal: (typeof UPLOAD_REFUSALS)[number] | null = null;
  @state() private savedAt = 0;

  @query('.surface') private surface!: HTMLDivElement;
  @query('.link-input') private linkInput?: HTMLInputElement;
  @query('input[type=file]') private fileInput!: HTMLInputElement;

  #quill: Quill | null = null;
  #pending: string | null = null;
  #dirty = false;
  #fieldsDirty = false;
  #countTimer: ReturnType<typeof setTimeout> | undefined;
  #saveTimer: ReturnType<typeof setInterval> | undefined;
  #linkRange: { index: number; length: number } | null = null;
  readonly #onPageHide = () => this.saveNow();
  readonly #onVisibility = () => {
    if (document.visibilityState === 'hidden') this.saveNow();
  };

  /** The text as sanitized HTML (paragraphs, headings, emphasis, lists, quotes, links, images). */
  get value(): string {
    if (!this.#quill) return this.#pending ?? '';
    if (this.#quill.getLength() <= 1) return '';
    return sanitizeEditorHtml(this.#quill.getSemanticHTML().replaceAll('&nbsp;', ' '));
  }

  /** Replaces the text (not an edit by the writer: no change event, not dirty). */
  set value(html: string) {
    if (!this.#quill) {
      this.#pending = html;
      return;
    }
    const delta = this.#quill.clipboard.convert({ html: sanitizeEditorHtml(html ?? '') });
    this.#quill.setContents(delta, 'silent');
    this.#quill.history.clear();
    this.#dirty = false;
    this.#count();
  }

  /** Words in the text, by the CMS's rule. */
  get wordCount(): number {
    return this.words;
  }

  /** Minutes to read the text, by the CMS's rule. */
  get readTime(): number {
    return readTime(this.words);
  }

  /** Puts the caret in the writing area. */
  override focus(): void {
    this.#quill?.focus();
  }

  /** Writes the draft to localStorage now (if there is an `autosave-key` and something changed). */
  saveNow(): boolean {
    if (!this.autosaveKey || !this.#quill || (!this.#dirty && !this.#fieldsDirty)) return false;
    const record: AutosaveRecord<object> = {
      html: this.value,
      fields: this.autosaveFields,
      savedAt: Date.now(),
    };
    const ok = writeAutosave(this.autosaveKey, record);
    if (ok) {
      this.#dirty = false;
      this.#fieldsDirty = false;
      this.savedAt = record.savedAt;
    }
    this.emit<AutosaveDetail>('katha-autosave', { key: this.autosaveKey, savedAt: record.savedAt, ok });
    return ok;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pagehide', this.#onPageHide);
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#restartTimer();
  }

  override disconnectedCallback(): void {
    // Leaving the page (a route change) keeps what was typed since the last autosave.
    this.saveNow();
    window.removeEventListener('pagehide', this.#onPageHide);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    clearInterval(this.#saveTimer);
    clearTimeout(this.#countTimer);
    super.disconnectedCallback();
  }

  #restartTimer() {
    clearInterval(this.#saveTimer);
    this.#saveTimer = setInterval(() => this.saveNow(), Math.max(500, this.autosaveInterval));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('autosaveFields') && changed.get('autosaveFields') !== undefined)
      this.#fieldsDirty = true;
    if (changed.has('autosaveKey')) {
      // Another article: what was typed belongs to the old key.
      const old = changed.get('autosaveKey');
      if (old && this.#quill && (this.#dirty || this.#fieldsDirty)) {
        writeAutosave(old, { html: this.value, fields: this.autosaveFields, savedAt: Date.now() });
      }
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('autosaveInterval') && this.isConnected) this.#restartTimer();
    if (this.#quill && changed.has('contentLang')) {
      if (this.contentLang) this.#quill.root.lang = this.contentLang;
      else this.#quill.root.removeAttribute('lang');
    }
    if (this.#quill && (changed.has('readonly') || changed.has('placeholder') || changed.has('label'))) {
      this.#quill.enable(!this.readonly);
      this.#quill.root.dataset.placeholder = this.placeholder || this.t('editor.placeholder');
      this.#quill.root.setAttribute('aria-label', this.label || this.t('editor.label'));
    }
  }

  protected override firstUpdated(): void {
    const quill = new Quill(this.surface, {
      formats: FORMATS,
      placeholder: this.placeholder || this.t('editor.placeholder'),
      readOnly: this.readonly,
      modules: { toolbar: false },
    });
    patchShadowSelection(quill, this.renderRoot as ShadowRoot);
    // Tab leaves the editor (no keyboard trap); lists still indent with the toolbar's list buttons.
    (quill.keyboard as unknown as { bindings: Record<string, unknown[]> }).bindings.Tab = [];
    // Ctrl/⌘+K adds (or removes) a link, as in most editors.
    quill.keyboard.addBinding({ key: 'k', shortKey: true }, () => {
      this.#openLink();
      return false;
    });
    if (this.contentLang) quill.root.lang = this.contentLang;
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', this.label || this.t('editor.label'));
    quill.on('text-change', (_delta, _old, source) => {
      if (source !== 'user') return;
      this.#dirty = true;
      clearTimeout(this.#countTimer);
      this.#countTimer = setTimeout(() => this.#count(true), COUNT_DELAY_MS);
    });
    quill.on('editor-change', () => {
      const range = quill.getSelection();
      if (range) this.formats = quill.getFormat(range);
    });
    this.#quill = quill;
    if (this.#pending != null) {
      const pending = this.#pending;
      this.#pending = null;
      this.value = pending;
    }
  }

  #count(emit = false) {
    if (!this.#quill) return;
    this.words = countWords(this.#quill.getText());
    if (emit) this.emit<EditorChangeDetail>('katha-editor-change', { words: this.words });
  }

  #toggle(format: string, value: unknown = true) {
    const quill = this.#quill;
    if (!quill || this.readonly) return;
    quill.focus();
    const current = quill.getFormat()[format];
    quill.format(format, current === value ? false : value, 'user');
    this.formats = quill.getFormat();
  }

  #openLink() {
    const quill = this.#quill;
    if (!quill || this.readonly) return;
    const range = quill.getSelection(true);
    if (quill.getFormat(range).link) {
      // The caret is in a link: the button removes it.
      const [leaf, offset] = quill.getLeaf(range.index);
      const start = leaf ? range.index - offset : range.index;
      quill.formatText(start, Math.max(range.length, leaf?.length() ?? 0), 'link', false, 'user');
      this.formats = quill.getFormat();
      return;
    }
    this.#linkRange = range;
    this.linkOpen = true;
    void this.updateComplete.then(() => this.linkInput?.focus());
  }

  #applyLink(event?: Event) {
    event?.preventDefault();
    const quill = this.#quill;
    const url = this.linkInput?.value.trim() ?? '';
    const range = this.#linkRange;
    this.linkOpen = false;
    if (!quill || !range || !url) return quill?.focus();
    const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`;
    if (range.length) quill.formatText(range.index, range.length, 'link', href, 'user');
    else {
      quill.insertText(range.index, url, 'link', href, 'user');
      quill.setSelection(range.index + url.length, 0, 'user');
    }
    quill.focus();
  }

  #closeLink() {
    this.linkOpen = false;
    this.#quill?.focus();
  }

  async #chooseImage() {
    if (this.readonly) return;
    this.fileInput.value = '';
    this.fileInput.click();
  }

  async #upload() {
    const file = this.fileInput.files?.[0];
    const quill = this.#quill;
    if (!file || !quill) return;
    const index = (quill.getSelection() ?? { index: quill.getLength() - 1 }).index;
    this.upload = { name: file.name, fraction: 0 };
    this.uploadFailed = false;
    this.uploadRefusal = null;
    let result: { url: string; alt?: string } | null = null;
    const { detail, settled } = waitUntilDetail({
      file,
      progress: (fraction: number) => {
        if (this.upload) this.upload = { ...this.upload, fraction: Math.min(1, Math.max(0, fraction)) };
      },
      resolve: (value: { url: string; alt?: string }) => {
        result = value;
      },
    });
    this.emit<ImageUploadDetail>('katha-image-upload', detail);
    try {
      await settled();
      const done = result as { url: string; alt?: string } | null;
      if (!done?.url) throw new Error('No image URL');
      quill.insertEmbed(index, 'image', done.url, 'user');
      if (done.alt) {
        const [leaf] = quill.getLeaf(index + 1);
        (leaf?.domNode as HTMLElement | undefined)?.setAttribute('alt', done.alt);
      }
      quill.setSelection(index + 1, 0, 'user');
      this.upload = null;
    } catch (error) {
      this.upload = null;
      this.uploadFailed = true;
      const key = (error as { key?: unknown } | null)?.key;
      this.uploadRefusal = UPLOAD_REFUSALS.find((refusal) => refusal === key) ?? null;
    }
  }

  #button(name: string, label: string, pressed: boolean | null, action: () => void, text?: string) {
    return html`<button
      type="button"
      aria-label=${label}
      title=${label}
      aria-pressed=${pressed == null ? nothing : String(pressed)}
      ?disabled=${this.readonly}
      @mousedown=${(event: Event) => event.preventDefault()}
      @click=${action}
    >
      ${text ?? icon(name)}
    </button>`;
  }

  override render() {
    const f = this.formats;
    return html`<div class="frame">
      <div part="toolbar" class="toolbar" role="toolbar" aria-label=${this.t('editor.toolbar')}>
        <div class="group">
          ${this.#button('h2', `${this.t('editor.heading')} H2`, f.header === 2, () => this.#toggle('header', 2), 'H2')}
          ${this.#button('h3', `${this.t('editor.subheading')} H3`, f.header === 3, () => this.#toggle('header', 3), 'H3')}
        </div>
        <div class="group">
          ${this.#button('bold', this.t('editor.bold'), f.bold === true, () => this.#toggle('bold'))}
          ${this.#button('italic', this.t('editor.italic'), f.italic === true, () => this.#toggle('italic'))}
        </div>
        <div class="group">
          ${this.#button('bullet', this.t('editor.bulletList'), f.list === 'bullet', () => this.#toggle('list', 'bullet'))}
          ${this.#button('ordered', this.t('editor.numberedList'), f.list === 'ordered', () => this.#toggle('list', 'ordered'))}
          ${this.#button('quote', this.t('editor.quote'), f.blockquote === true, () => this.#toggle('blockquote'))}
        </div>
        <div class="group">
          ${this.#button('link', f.link ? this.t('editor.removeLink') : this.t('editor.link'), Boolean(f.link), () => this.#openLink())}
          ${this.#button('image', this.t('editor.image'), null, () => void this.#chooseImage())}
          <input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" hidden @change=${() => void this.#upload()} />
        </div>
      </div>
      ${
        this.linkOpen
          ? html`<form class="row" @submit=${(event: Event) => this.#applyLink(event)}>
            <label class="visually-hidden" for="link">${this.t('editor.linkAddress')}</label>
            <input
              id="link"
              class="link-input"
              type="text"
              inputmode="url"
              autocomplete="url"
              placeholder="https://"
              @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && this.#closeLink()}
            />
            <button type="submit">${this.t('editor.addLink')}</button>
            <button type="button" @click=${() => this.#closeLink()}>${this.t('editor.cancel')}</button>
          </form>`
          : nothing
      }
      ${
        this.upload
          ? html`<div class="row" role="status">
            <span>${this.t('editor.uploading', { name: this.upload.name })}</span>
            <progress max="1" .value=${this.upload.fraction} aria-label=${this.t('editor.uploadProgress')}></progress>
            <span>${this.i18n.formatNumber(this.upload.fraction, { style: 'percent' })}</span>
          </div>`
          : nothing
      }
      ${
        this.uploadFailed
          ? html`<div class="row error" role="alert">
            <span
              >${this.uploadRefusal ? this.t(this.uploadRefusal) : this.t('editor.uploadFailed')}</span
            >
            <button type="button" @click=${() => void this.#chooseImage()}>${this.t('editor.tryAgain')}</button>
          </div>`
          : nothing
      }
      <div class="surface"></div>
      <div part="status" class="status">
        <span aria-live="polite">${this.t('editor.words', { count: this.words })} · ${this.i18n.formatReadTime(readTime(this.words))}</span>
        ${
          this.savedAt
            ? html`<span>${this.t('editor.savedLocally', { time: this.i18n.formatDate(this.savedAt, { timeStyle: 'short' }) })}</span>`
            : nothing
        }
      </div>
    </div>`;
  }
}

/**
 * Quill reads the selection from `document.getSelection()`, which stops at a shadow host; in
 * Chromium the shadow root's own `getSelection()` sees inside. Quill's selection methods use the
 * root's selection, and "has focus" looks at the shadow root's active element.
 */
function patchShadowSelection(quill: Quill, root: ShadowRoot) {
  const selection = quill.selection as unknown as {
    getNativeRange(): unknown;
    setNativeRange(...args: unknown[]): void;
    hasFocus(): boolean;
  };
  const own = (root as ShadowRoot & { getSelection?: () => Selection | null }).getSelection?.bind(root);
  if (!own) return;
  const withRoot = <T>(run: () => T): T => {
    const original = document.getSelection;
    document.getSelection = own;
    try {
      return run();
    } finally {
      document.getSelection = original;
    }
  };
  const getNativeRange = selection.getNativeRange.bind(selection);
  const setNativeRange = selection.setNativeRange.bind(selection);
  selection.getNativeRange = () => withRoot(getNativeRange);
  selection.setNativeRange = (...args) => withRoot(() => setNativeRange(...args));
  selection.hasFocus = () => {
    const active = root.activeElement;
    return active != null && (active === quill.root || quill.root.contains(active));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-editor': KathaEditor;
  }
  interface HTMLElementEventMap {
    'katha-image-upload': CustomEvent<ImageUploadDetail>;
    'katha-autosave': CustomEvent<AutosaveDetail>;
    'katha-editor-change': CustomEvent<EditorChangeDetail>;
  }
}
