import { LOCALE_NAMES, type Locale } from '@katha/i18n/core';
import { KathaTextField } from '@katha/react/text-field';
import { LOCALES, type Topic } from '@katha/sdk';
import type { Fields } from '../../lib/write-data.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-write.js';

/** The piece's title, subtitle, topic, language and tags. */
export function ArticleFields({
  fields,
  topics,
  locale,
  onChange,
  onLocale,
}: {
  fields: Fields;
  topics: readonly Topic[];
  locale: Locale;
  onChange: (patch: Partial<Fields>) => void;
  /** The writer chose another language for the piece. */
  onLocale: (locale: Locale) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <KathaTextField
        label={t('web-write.title')}
        value={fields.title}
        required
        maxlength={200}
        onInput={(event) => onChange({ title: event.currentTarget.value })}
      />
      <KathaTextField
        label={t('web-write.subtitle')}
        value={fields.subtitle}
        maxlength={300}
        onInput={(event) => onChange({ subtitle: event.currentTarget.value })}
      />
      <div className="write__row">
        <label className="write__field">
          <span>{t('web-write.topic')}</span>
          <select value={fields.topic} onChange={(event) => onChange({ topic: event.target.value })}>
            <option value="">{t('web-write.noTopic')}</option>
            {topics.map((topic) => (
              <option key={topic.documentId} value={topic.documentId}>
                {topic.name}
              </option>
            ))}
          </select>
        </label>
        <label className="write__field">
          <span>{t('web-write.language')}</span>
          <select value={locale} onChange={(event) => onLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <KathaTextField
        label={t('web-write.tags')}
        hint={t('web-write.tagsHint')}
        value={fields.tags}
        onInput={(event) => onChange({ tags: event.currentTarget.value })}
      />
    </>
  );
}
