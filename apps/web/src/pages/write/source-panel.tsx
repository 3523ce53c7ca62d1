import { isLocale } from '@katha/rules';
import type { Article } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useSanitizedHtml } from '../../lib/sanitize.js';
import { localeAtom, useI18n } from '../../state/locale.js';
import { MARK, withLanguage } from './language-mark.js';
import '../../generated/messages/web-write.js';

/** A translation's original, beside the editor, in its own language. */
export function SourcePanel({ source }: { source: Article }) {
  const { t } = useI18n();
  const uiLocale = useAtomValue(localeAtom);
  const sourceHtml = useSanitizedHtml(source.body);
  return (
    <aside className="write__source" lang={source.locale} aria-labelledby="write-source">
      <h2 id="write-source" lang={uiLocale}>
        {isLocale(source.locale)
          ? withLanguage(t('web-write.source', { language: MARK }), source.locale)
          : source.locale}
      </h2>
      <p className="write__source-title">{source.title}</p>
      {source.subtitle ? <p className="write__source-subtitle">{source.subtitle}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (useSanitizedHtml) */}
      <div className="write__source-body" dangerouslySetInnerHTML={{ __html: sourceHtml ?? '' }} />
    </aside>
  );
}
