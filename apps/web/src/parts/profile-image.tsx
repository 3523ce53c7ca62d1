import { KathaAvatar } from '@katha/react/avatar';
import type { User } from '@katha/sdk';
import { useState } from 'react';
import { katha } from '../lib/client.js';
import { uploadWithProgress } from '../lib/upload.js';
import { refusalOf, UPLOAD_ACCEPT, type UploadRefusal } from '../lib/upload-check.js';
import { useI18n } from '../state/locale.js';
import { refreshUser } from '../state/session.js';
import '@katha/i18n/messages/upload';
import '@katha/i18n/messages/web-account';
import { smallImageUrl } from '../../shared/images.js';

/** The profile picture, and a new one uploaded with a progress bar. */
export function ProfileImage({ user }: { user: User }) {
  const { t } = useI18n();
  const profile = user.profile!;
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<UploadRefusal>();
  const image = profile.profile_image;

  const upload = async (file: File) => {
    setFailed(false);
    setRefusal(undefined);
    setProgress(0);
    try {
      const media = await uploadWithProgress(file, setProgress);
      await katha.PUT('/profiles/{documentId}', {
        params: { path: { documentId: profile.documentId } },
        body: { data: { profile_image: media.id } },
      });
      await refreshUser();
    } catch (error) {
      setFailed(true);
      setRefusal(refusalOf(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="profile-image">
      <KathaAvatar size="lg" name={profile.name || user.username} src={smallImageUrl(image, 64)} />
      <label className="field">
        <span>{t('web-account.changePicture')}</span>
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      {progress !== null ? (
        <progress max={1} value={progress} aria-label={t('web-account.uploading')} />
      ) : null}
      {failed ? (
        <p className="form-error" role="alert">
          {refusal === 'upload.tooLarge'
            ? t('upload.tooLarge')
            : refusal === 'upload.notAnImage'
              ? t('upload.notAnImage')
              : t('web-account.uploadFailed')}
        </p>
      ) : null}
    </div>
  );
}
