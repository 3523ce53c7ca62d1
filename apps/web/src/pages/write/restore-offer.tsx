import type { AutosaveRecord } from '@katha/editor/autosave';
import { KathaButton } from '@katha/react/button';
import type { Fields } from '../../lib/write-data.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-write.js';

/** A local draft that differs from the CMS's text: restore it or discard it. */
export function RestoreOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: AutosaveRecord<Fields>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, formatDate } = useI18n();
  return (
    <section className="write__notice" role="alert" data-testid="restore-draft">
      <strong>
        {t('web-write.restoreHeading', {
          time: formatDate(offer.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </strong>
      <p>{t('web-write.restoreBody')}</p>
      <div className="write__actions">
        <KathaButton onClick={onRestore}>{t('web-write.restore')}</KathaButton>
        <KathaButton variant="text" onClick={onDiscard}>
          {t('web-write.discard')}
        </KathaButton>
      </div>
    </section>
  );
}
