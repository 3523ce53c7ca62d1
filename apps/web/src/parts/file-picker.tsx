import { useId, useState } from 'react';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-account.js';
import './file-picker.css';

/**
 * A file input in the page's language: the browser's own ("Choose File / No file chosen") is in
 * the browser's language whatever the page's. The input stays the control (visually hidden, in
 * the tab order, its label the button), and the chosen file's name, or "No file chosen", is said
 * beside it and describes it.
 */
export function FilePicker({
  label,
  accept,
  disabled,
  onFile,
}: {
  /** The button's text, already translated. */
  label: string;
  accept?: string;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [name, setName] = useState('');
  return (
    <div className="file-picker">
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-name`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setName(file?.name ?? '');
          // Cleared, so choosing the same file again uploads it again.
          event.target.value = '';
          onFile(file);
        }}
      />
      <label htmlFor={id} className="file-picker__button">
        {label}
      </label>
      <span id={`${id}-name`} className="file-picker__name">
        {name || t('web-account.noFileChosen')}
      </span>
    </div>
  );
}
