import type { KathaEditor as KathaEditorElement } from '@katha/editor';
import { KathaButton } from '@katha/react/button';
import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaTextField } from '@katha/react/text-field';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import { TemplatePage } from '../shared/page.js';
import { LayoutStyles } from './layouts-styles.js';
import '../../generated/messages/web-template-forms.js';
import '../../generated/messages/web-template-layouts.js';

/** Quill needs a document: the editor is loaded in the browser only (a placeholder on the server). */
const StoryEditor = lazy(() => import('./form-quill-editor.js'));

/**
 * /forms/form-quill: the site's editor (@katha/editor, Quill) in a plain form: its sanitized HTML
 * goes into a hidden `story` field on submit, with the title and the checkbox, and the page shows
 * what the form sent. An empty story stops the submit with the page's message and focuses the
 * editor. The editor is loaded in the browser only, in a chunk of its own (form-quill-editor.tsx).
 */
export default function FormQuillDemo() {
  const { t, formatList } = useI18n();
  const editor = useRef<KathaEditorElement>(null);
  const story = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(false);
  const [sent, setSent] = useState<{ fields: string; html: string } | null>(null);
  const sample = t('web-template-layouts.quill.sample');

  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const html = editor.current?.value ?? '';
    if (!html) {
      setEmpty(true);
      editor.current?.focus();
      return;
    }
    if (story.current) story.current.value = html;
    const data = [...new FormData(event.currentTarget)];
    const fields = data
      .filter(([name]) => name !== 'story')
      .map(([name, value]) => `${name}=${String(value)}`);
    setSent({ fields: formatList(fields), html });
  };

  return (
    <TemplatePage
      styles={<LayoutStyles />}
      title={t('web-template-layouts.quill.title')}
      intro={t('web-template-layouts.quill.intro')}
    >
      <DemoSection heading={t('web-template-layouts.quill.heading')}>
        <form className="katha-form template-form" onSubmit={onSubmit} onReset={() => setSent(null)}>
          <KathaTextField name="title" label={t('web-template-layouts.quill.storyTitle')} required />
          <div className="katha-form">
            {/* Seen above the editor; the writing area is named by `label`. */}
            <span className="template-label" aria-hidden="true">
              {t('web-template-layouts.quill.story')}
            </span>
            {browser ? (
              <Suspense fallback={<div className="template-editor-placeholder" />}>
                <StoryEditor
                  editorRef={editor}
                  label={t('web-template-layouts.quill.story')}
                  placeholder={t('web-template-layouts.quill.placeholder')}
                  initial={`<p>${sample}</p>`}
                  // The change event comes a moment after the keystrokes (the word count's pause):
                  // one from emptying the story may land after the submit said it is empty.
                  onChange={(words) => {
                    if (words > 0) setEmpty(false);
                  }}
                />
              </Suspense>
            ) : (
              <div className="template-editor-placeholder" />
            )}
            {empty ? (
              <p className="template-error" role="alert">
                {t('web-template-layouts.quill.empty')}
              </p>
            ) : null}
          </div>
          <input ref={story} type="hidden" name="story" />
          <KathaCheckbox name="contest" value="yes">
            {t('web-template-layouts.quill.contest')}
          </KathaCheckbox>
          <div className="katha-form__actions">
            <KathaButton type="submit">{t('web-template-forms.submit')}</KathaButton>
            <KathaButton type="reset" variant="outlined">
              {t('web-template-forms.reset')}
            </KathaButton>
          </div>
          <div role="status" className="template-result">
            {sent ? (
              <>
                <p>{t('web-template-forms.sent', { values: sent.fields })}</p>
                <p>{t('web-template-layouts.quill.html')}</p>
                <pre className="template-html">
                  <code>{sent.html}</code>
                </pre>
              </>
            ) : (
              <p>{t('web-template-forms.notSent')}</p>
            )}
          </div>
        </form>
      </DemoSection>
    </TemplatePage>
  );
}
