import { expect } from '@open-wc/testing';
import { act, createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '../../ui/src/test-utils/wait.js';
import { clearAutosave, readAutosave } from './autosave.js';
import type {
  EditorChangeDetail,
  ImageUploadDetail,
  KathaEditor as KathaEditorElement,
} from './editor/editor.js';
import { KathaEditor } from './generated/react/index.js';

// React 19 warns unless act() knows it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('@katha/editor/react (generated from custom-elements.json)', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    clearAutosave('react-draft');
  });

  it('sets props as the element properties and hands the ref the element', async () => {
    const ref = createRef<KathaEditorElement>();
    const fields = { title: 'A title' };
    await act(async () =>
      root.render(
        createElement(KathaEditor, {
          ref,
          autosaveKey: 'react-draft',
          autosaveInterval: 600,
          contentLang: 'kn-IN',
          autosaveFields: fields,
          readonly: true,
        }),
      ),
    );
    const el = ref.current!;
    expect(el.tagName).to.equal('KATHA-EDITOR');
    expect(el.autosaveKey).to.equal('react-draft');
    expect(el.autosaveInterval).to.equal(600);
    expect(el.contentLang).to.equal('kn-IN');
    expect(el.autosaveFields).to.equal(fields);
    expect(el.readonly).to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector<HTMLElement>('.ql-editor')!.lang).to.equal('kn-IN');
  });

  it('keeps a local draft with the fields it was given', async () => {
    const ref = createRef<KathaEditorElement>();
    await act(async () =>
      root.render(
        createElement(KathaEditor, { ref, autosaveKey: 'react-draft', autosaveFields: { title: 'Kept' } }),
      ),
    );
    const el = ref.current!;
    await el.updateComplete;
    el.value = '<p>Some text</p>';
    el.focus();
    document.execCommand('insertText', false, ' more');
    await waitFor(() => el.value.includes('more'));
    expect(el.saveNow()).to.equal(true);
    const draft = readAutosave<{ title: string }>('react-draft');
    expect(draft?.html).to.contain('more');
    expect(draft?.fields).to.deep.equal({ title: 'Kept' });
  });

  it('turns katha-* events into onKatha… props', async () => {
    const changes: EditorChangeDetail[] = [];
    const uploads: ImageUploadDetail[] = [];
    const ref = createRef<KathaEditorElement>();
    await act(async () =>
      root.render(
        createElement(KathaEditor, {
          ref,
          onKathaEditorChange: (event) => changes.push(event.detail),
          onKathaImageUpload: (event) => uploads.push(event.detail),
        }),
      ),
    );
    const el = ref.current!;
    el.dispatchEvent(new CustomEvent('katha-editor-change', { detail: { words: 3 } }));
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    el.dispatchEvent(new CustomEvent('katha-image-upload', { detail: { file } }));
    expect(changes).to.deep.equal([{ words: 3 }]);
    expect(uploads[0]?.file).to.equal(file);
  });
});
