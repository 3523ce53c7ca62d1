import type { EditorChangeDetail, KathaEditor as KathaEditorElement } from '@katha/editor';
import { KathaEditor } from '@katha/editor/react';
import { type CSSProperties, type RefObject, useEffect } from 'react';

const EDITOR = { '--katha-editor-min-height': '12rem' } as CSSProperties;

export interface StoryEditorProps {
  editorRef: RefObject<KathaEditorElement | null>;
  label: string;
  placeholder: string;
  /** The text it starts with, as HTML (set once it is defined: a property, not an attribute). */
  initial: string;
  /** The writer changed the text: its words now. */
  onChange: (words: number) => void;
}

/**
 * The editor of /forms/form-quill, in a module of its own: Quill needs a document, so the page
 * loads it in the browser only (form-quill.tsx) and the server renders a placeholder.
 */
export default function StoryEditor({ editorRef, label, placeholder, initial, onChange }: StoryEditorProps) {
  useEffect(() => {
    if (editorRef.current) editorRef.current.value = initial;
  }, [editorRef, initial]);
  return (
    <KathaEditor
      ref={editorRef}
      style={EDITOR}
      label={label}
      placeholder={placeholder}
      onKathaEditorChange={(event: CustomEvent<EditorChangeDetail>) => onChange(event.detail.words)}
    />
  );
}
