export { type AutosaveRecord, clearAutosave, readAutosave, writeAutosave } from './autosave.js';
export {
  type AutosaveDetail,
  type EditorChangeDetail,
  type ImageUploadDetail,
  KathaEditor,
} from './editor/editor.js';
export { sanitizeEditorHtml } from './sanitize.js';
