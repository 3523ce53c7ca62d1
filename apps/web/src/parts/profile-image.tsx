import { KathaAvatar } from '@katha/react/avatar';
import type { User } from '@katha/sdk';
import { katha } from '../lib/client.js';
import { useUpload } from '../lib/upload.js';
import { UPLOAD_ACCEPT } from '../lib/upload-check.js';
import { useI18n } from '../state/locale.js';
import { refreshUser } from '../state/session.js';
import { FilePicker } from './file-picker.js';
import '@katha/i18n/messages/upload';
import '../generated/messages/web-account.js';
import { smallImageUrl } from '../../shared/images.js';

/** The profile picture, and a new one uploaded with a progress bar. */
export function ProfileImage({ user }: { user: User }) {
  const { t } = useI18n();
  const profile = user.profile!;
  const image = profile.profile_image;
  const { progress, failure, upload } = useUpload(async (media) => {
    await katha.PUT('/profiles/{documentId}', {
      params: { path: { documentId: profile.documentId } },
      body: { data: { profile_image: media.id } },
    });
    await refreshUser();
  });

  return (
    <div className="profile-image">
      <KathaAvatar size="lg" name={profile.name || user.username} src={smallImageUrl(image, 64)} />
      <FilePicker
        label={t('web-account.changePicture')}
        accept={UPLOAD_ACCEPT}
        disabled={progress !== null}
        onFile={(file) => void upload(file)}
      />
      {progress !== null ? (
        <progress max={1} value={progress} aria-label={t('web-account.uploading')} />
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure === 'failed' ? t('web-account.uploadFailed') : t(failure)}
        </p>
      ) : null}
    </div>
  );
}
