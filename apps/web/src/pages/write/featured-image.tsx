import { KathaButton } from '@katha/react/button';
import { useUpload } from '../../lib/upload.js';
import { UPLOAD_ACCEPT } from '../../lib/upload-check.js';
import type { Fields } from '../../lib/write-data.js';
import { FilePicker } from '../../parts/file-picker.js';
import { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/upload';
import '../../generated/messages/web-write.js';

/** The featured image: choose one (uploaded with a progress bar), or remove it. */
export function FeaturedImage({
  image,
  onChange,
}: {
  image: Fields['image'];
  onChange: (image: Fields['image']) => void;
}) {
  const { t } = useI18n();
  const { progress, failure, upload } = useUpload((media) => onChange({ id: media.id, url: media.url }));

  return (
    <fieldset className="write__image">
      <legend>{t('web-write.featuredImage')}</legend>
      {image ? <img src={image.url} alt="" /> : null}
      <div className="write__actions">
        <FilePicker
          label={t('web-write.chooseImage')}
          accept={UPLOAD_ACCEPT}
          onFile={(file) => void upload(file)}
        />
        {image ? (
          <KathaButton type="button" variant="text" onClick={() => onChange(null)}>
            {t('web-write.removeImage')}
          </KathaButton>
        ) : null}
      </div>
      {progress != null ? (
        <div role="status" className="write__progress">
          <span>{t('web-write.uploadingImage')}</span>
          <progress max={1} value={progress} />
        </div>
      ) : null}
      {failure ? <p role="alert">{failure === 'failed' ? t('web-write.imageFailed') : t(failure)}</p> : null}
    </fieldset>
  );
}
