import { clearAutosave } from '@katha/editor/autosave';
import type { Locale } from '@katha/i18n/core';
import { KathaButton } from '@katha/react/button';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../lib/paths.js';
import { archiveArticle } from '../../lib/write-data.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-write.js';

/** Archiving the piece, after a confirmation; then My Articles. */
export function Archive({
  documentId,
  locale,
  draftOnly,
  autosaveKey,
  hidden,
}: {
  documentId: string;
  locale: Locale;
  /** Not published in this locale: the draft is what gets archived. */
  draftOnly: boolean;
  autosaveKey: string;
  hidden: boolean;
}) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  const archive = async () => {
    setFailed(false);
    try {
      await archiveArticle(documentId, locale, draftOnly);
      clearAutosave(autosaveKey);
      navigate(paths.myArticles);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="write__archive" hidden={hidden}>
      {confirming ? (
        <div role="alertdialog" aria-label={t('web-write.archiveConfirm')}>
          <p>{t('web-write.archiveConfirm')}</p>
          <div className="write__actions">
            <KathaButton onClick={() => void archive()}>{t('web-write.archiveYes')}</KathaButton>
            <KathaButton variant="text" onClick={() => setConfirming(false)}>
              {t('web-write.cancel')}
            </KathaButton>
          </div>
          {failed ? <p role="alert">{t('web-write.archiveFailed')}</p> : null}
        </div>
      ) : (
        <KathaButton variant="outlined" onClick={() => setConfirming(true)}>
          {t('web-write.archive')}
        </KathaButton>
      )}
    </div>
  );
}
