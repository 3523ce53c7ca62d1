import { KathaButton } from '@katha/react/button';
import { ARTICLE_BODY_MAX_LENGTH } from '@katha/rules';
import type { DraftSaving } from '../../lib/use-draft-saving.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-write.js';

/**
 * Under the editor: what happened to the last save (saving, saved at, failed or offline with a
 * retry, the session ended with a way to log in again), and Save draft / Publish.
 */
export function SaveBar({
  saving: { saving, savedAt, saveError },
  hasTitle,
  sessionEnded,
  onSave,
  onPublish,
  onLogIn,
}: {
  saving: Pick<DraftSaving, 'saving' | 'savedAt' | 'saveError'>;
  hasTitle: boolean;
  /** Logged out (in another tab) or expired: nothing reaches the CMS until the writer logs in again. */
  sessionEnded: boolean;
  onSave: () => void;
  onPublish: () => void;
  onLogIn: () => void;
}) {
  const { t, formatDate } = useI18n();
  const problem =
    saving || sessionEnded ? null : saveError === 'failed' || saveError === 'offline' ? saveError : null;
  const tooLong = !saving && !sessionEnded && saveError === 'tooLong';
  return (
    <div className="write__bar">
      <div className="write__status" aria-live="polite">
        {saving ? t('web-write.saving') : null}
        {sessionEnded ? (
          <span role="alert" className="write__error" data-testid="session-ended">
            {t('web-write.sessionEnded')}{' '}
            <KathaButton type="button" size="sm" variant="outlined" onClick={onLogIn}>
              {t('web-write.logInAgain')}
            </KathaButton>
          </span>
        ) : null}
        {tooLong ? (
          <span role="alert" className="write__error">
            {t('web-write.bodyTooLong', { max: ARTICLE_BODY_MAX_LENGTH })}
          </span>
        ) : null}
        {problem ? (
          <span role="alert" className="write__error">
            {t(problem === 'failed' ? 'web-write.saveFailed' : 'web-write.offline')}{' '}
            <KathaButton type="button" size="sm" variant="outlined" onClick={onSave}>
              {t('web-write.retry')}
            </KathaButton>
          </span>
        ) : null}
        {!saving && !saveError && !sessionEnded && savedAt
          ? t('web-write.savedDraft', { time: formatDate(savedAt, { timeStyle: 'short' }) })
          : null}
        {!hasTitle ? <span className="write__hint">{t('web-write.needTitle')}</span> : null}
      </div>
      <div className="write__actions">
        <KathaButton
          type="button"
          variant="outlined"
          disabled={!hasTitle || Boolean(saving) || sessionEnded}
          loading={saving === 'draft'}
          onClick={onSave}
        >
          {t('web-write.saveDraft')}
        </KathaButton>
        <KathaButton
          type="button"
          disabled={!hasTitle || Boolean(saving) || sessionEnded}
          loading={saving === 'publish'}
          onClick={onPublish}
        >
          {t('web-write.publish')}
        </KathaButton>
      </div>
    </div>
  );
}
