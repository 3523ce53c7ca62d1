import { KathaButton } from '@katha/react/button';
import { KathaDialog } from '@katha/react/dialog';
import { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/web-template-organizer';

/** The apps' delete confirmation: the kit's modal dialog asking before `onConfirm` deletes. */
export function ConfirmDelete({
  open,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <KathaDialog open={open} label={t('web-template-organizer.delete.title')} onKathaDialogClose={onClose}>
      <p>{message}</p>
      <KathaButton slot="actions" type="button" variant="text" onClick={onClose}>
        {t('web-template-organizer.delete.cancel')}
      </KathaButton>
      <KathaButton slot="actions" type="button" color="error" onClick={onConfirm}>
        {t('web-template-organizer.delete.confirm')}
      </KathaButton>
    </KathaDialog>
  );
}
