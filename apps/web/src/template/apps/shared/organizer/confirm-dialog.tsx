import { KathaButton } from '@katha/react/button';
import { KathaDialog } from '@katha/react/dialog';
import { useRef, useState } from 'react';
import { useI18n } from '../../../../state/locale.js';
import '../../../../generated/messages/web-template-organizer.js';

/** What a confirmed delete tells the person, and where their focus goes once the dialog has closed. */
export interface Deleted {
  /** Said by a polite live region ("Deleted Ananya Rao."). */
  said: string;
  /**
   * Moves focus on: the button that opened the dialog belonged to what was deleted, so focus
   * would fall to the page's body (WCAG 2.4.3). Called once the dialog has closed and the page
   * shows what is left: the next row, else the list's heading.
   */
  focus: () => void;
}

/** The apps' delete confirmation: the kit's modal dialog asking before `onConfirm` deletes. */
export function ConfirmDelete({
  open,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  message: string;
  onConfirm: () => Deleted;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [said, setSaid] = useState('');
  const focusNext = useRef<(() => void) | null>(null);
  return (
    <>
      <KathaDialog
        open={open}
        label={t('web-template-organizer.delete.title')}
        onKathaDialogClose={onClose}
        onKathaDialogAfterClose={() => {
          focusNext.current?.();
          focusNext.current = null;
        }}
      >
        <p>{message}</p>
        <KathaButton slot="actions" type="button" variant="text" onClick={onClose}>
          {t('web-template-organizer.delete.cancel')}
        </KathaButton>
        <KathaButton
          slot="actions"
          type="button"
          color="error"
          onClick={() => {
            const deleted = onConfirm();
            setSaid(deleted.said);
            focusNext.current = deleted.focus;
          }}
        >
          {t('web-template-organizer.delete.confirm')}
        </KathaButton>
      </KathaDialog>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}
