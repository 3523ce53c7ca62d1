import { LOCALE_NAMES, type Locale } from '@katha/i18n/core';
import { LOCALES } from '@katha/sdk';
import { Link, useLocation } from 'wouter';
import { editArticlePath, paths } from '../../lib/paths.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-write.js';

/** The piece's other languages (to edit), the ones it lacks (to translate into), and its page once published. */
export function Translations({
  documentId,
  locale,
  have,
  translating,
  slug,
}: {
  documentId: string;
  locale: Locale;
  /** The locales the document has. */
  have: ReadonlySet<Locale>;
  translating: boolean;
  /** Its slug once published. */
  slug: string | null;
}) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const missing = LOCALES.filter((code) => !have.has(code) && code !== locale);
  return (
    <div className="write__translations">
      <h2>{t('web-write.translations')}</h2>
      <ul>
        {LOCALES.filter((code) => have.has(code) && code !== locale).map((code) => (
          <li key={code}>
            <Link href={editArticlePath(documentId, code)} lang={code}>
              {LOCALE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
      {missing.length && !translating ? (
        <label className="write__field">
          <span>{t('web-write.translateInto')}</span>
          <select
            value=""
            onChange={(event) => {
              if (event.target.value) navigate(editArticlePath(documentId, event.target.value));
            }}
          >
            <option value="">{t('web-write.translateInto')}</option>
            {missing.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {slug ? <Link href={paths.article(slug)}>{t('web-write.view')}</Link> : null}
    </div>
  );
}
