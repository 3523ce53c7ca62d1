import { KathaButton } from '@katha/react/button';
import { useState } from 'react';
import { uploadWithProgress } from '../../lib/upload.js';
import { refusalOf, UPLOAD_ACCEPT, type UploadRefusal } from '../../lib/upload-check.js';
import type { Fields } from '../../lib/write-data.js';
import { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/upload';
import '@katha/i18n/messages/web-write';

/** The featured image: choose one (uploaded with a progress bar), or remove it. */
export function FeaturedImage({
  image,
  onChange,
}: {
  image: Fields['image'];
  onChange: (image: Fields['image']) => void;
}) {
  const { t } = useI18n();
  /** The upload's progress (0..1) while one runs. */
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<UploadRefusal>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailed(false);
    setRefusal(undefined);
    setProgress(0);
    try {
      const media = await uploadWithProgress(file, setProgress);
      onChange({ id: media.id, url: media.url });
    } catch (error) {
      setFailed(true);
      setRefusal(refusalOf(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="write__image">
      <legend>{t('web-write.featuredImage')}</legend>
      {image ? <img src={image.url} alt="" /> : null}
      <div className="write__actions">
        <label className="write__file">
          <input
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <span>{t('web-write.chooseImage')}</span>
        </label>
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
      {failed ? <p role="alert">{refusal ? t(refusal) : t('web-write.imageFailed')}</p> : null}
    </fieldset>
  );
}
