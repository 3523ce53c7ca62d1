import { KathaAutocomplete } from '@katha/react/autocomplete';
import { KathaSelect } from '@katha/react/select';
import { buildArticleListQuery, dataOf, type Locale } from '@katha/sdk';
import type { AutocompleteLoader, AutocompleteOption } from '@katha/ui/autocomplete';
import type { SelectOption } from '@katha/ui/select';
import { useCallback, useMemo } from 'react';
import { katha } from '../../../lib/client.js';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import { DemoForm } from '../../shared/form-demo.js';
import '../../../generated/messages/web-template-forms.js';
import '../../../generated/messages/web-template-select.js';

type Translate = ReturnType<typeof useI18n>['t'];

/** Ten Indian cities, their names in the page's language (the value is the city's airport code). */
function cities(t: Translate): SelectOption[] {
  return [
    { value: 'blr', label: t('web-template-select.city.bengaluru') },
    { value: 'maa', label: t('web-template-select.city.chennai') },
    { value: 'del', label: t('web-template-select.city.delhi') },
    { value: 'hyd', label: t('web-template-select.city.hyderabad') },
    { value: 'jai', label: t('web-template-select.city.jaipur') },
    { value: 'ccu', label: t('web-template-select.city.kolkata') },
    { value: 'lko', label: t('web-template-select.city.lucknow') },
    { value: 'bom', label: t('web-template-select.city.mumbai') },
    { value: 'mys', label: t('web-template-select.city.mysuru') },
    { value: 'pnq', label: t('web-template-select.city.pune') },
  ];
}

/** Katha's categories (the CMS's topics, by slug); technology is shown disabled. */
function topics(t: Translate): SelectOption[] {
  return [
    { value: 'fiction', label: t('web-template-select.topic.fiction') },
    { value: 'poetry', label: t('web-template-select.topic.poetry') },
    { value: 'travel', label: t('web-template-select.topic.travel') },
    { value: 'food', label: t('web-template-select.topic.food') },
    { value: 'culture', label: t('web-template-select.topic.culture') },
    { value: 'technology', label: t('web-template-select.topic.technology'), disabled: true },
    { value: 'history', label: t('web-template-select.topic.history') },
    { value: 'childhood', label: t('web-template-select.topic.childhood') },
    { value: 'nature', label: t('web-template-select.topic.nature') },
    { value: 'society', label: t('web-template-select.topic.society') },
  ];
}

/** The 22 languages of the Eighth Schedule of India's constitution (ISO 639 codes). */
const SCHEDULED_LANGUAGES = [
  'as',
  'bn',
  'brx',
  'doi',
  'gu',
  'hi',
  'kn',
  'ks',
  'kok',
  'mai',
  'ml',
  'mni',
  'mr',
  'ne',
  'or',
  'pa',
  'sa',
  'sat',
  'sd',
  'ta',
  'te',
  'ur',
];

/** The scheduled languages named in the page's language (the browser's own names), each with its own name under it. */
function languages(locale: Locale): AutocompleteOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return SCHEDULED_LANGUAGES.map((code) => {
    const label = names.of(code) ?? code;
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return { value: code, label, ...(own && own !== label ? { description: own } : {}) };
  }).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Up to 8 of Katha's published articles in `locale` whose title contains the query, through the site's SDK client. */
function articleSearch(locale: Locale, t: Translate): AutocompleteLoader {
  return async (query, signal) => {
    const term = query.trim();
    if (!term) return [];
    const page = dataOf(
      await katha.GET('/articles', {
        params: { query: buildArticleListQuery({ locale, pageSize: 8 }, [{ title: { $containsi: term } }]) },
        signal,
      }),
    );
    return page.data.map((article) => ({
      value: article.slug ?? article.documentId,
      label: article.title ?? article.slug ?? article.documentId,
      ...(article.author?.name
        ? { description: t('web-template-select.byAuthor', { name: article.author.name }) }
        : {}),
    }));
  };
}

/**
 * /forms/form-elements/autocomplete: the kit's select (Indian cities, Katha's categories, a
 * disabled one) and autocomplete (the scheduled languages of India filtered as you type; Katha's
 * own articles searched on the CMS as you type), then all three in a plain form.
 */
export default function AutocompleteDemo() {
  const { t, locale } = useI18n();
  const title = t('web-template-select.title');
  usePageTitle(title);
  const cityOptions = useMemo(() => cities(t), [t]);
  const topicOptions = useMemo(() => topics(t), [t]);
  const languageOptions = useMemo(() => languages(locale), [locale]);
  const searchArticles = useCallback<AutocompleteLoader>(
    (query, signal) => articleSearch(locale, t)(query, signal),
    [locale, t],
  );
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-select.intro')}</p>
      <DemoSection heading={t('web-template-select.select')}>
        <KathaSelect label={t('web-template-select.city')} options={cityOptions} value="mys" />
        <KathaSelect label={t('web-template-select.category')} options={topicOptions} />
        <KathaSelect label={t('web-template-select.disabled')} options={cityOptions} value="blr" disabled />
      </DemoSection>
      <DemoSection heading={t('web-template-select.fromList')}>
        <KathaAutocomplete
          label={t('web-template-select.language')}
          placeholder={t('web-template-select.languagePlaceholder')}
          options={languageOptions}
          debounce={0}
        />
      </DemoSection>
      <DemoSection heading={t('web-template-select.fromServer')}>
        <p>{t('web-template-select.fromServerIntro')}</p>
        <KathaAutocomplete
          label={t('web-template-select.article')}
          placeholder={t('web-template-select.articlePlaceholder')}
          loadOptions={searchArticles}
          debounce={300}
          minLength={2}
        />
      </DemoSection>
      <DemoForm heading={t('web-template-forms.inForm')}>
        <KathaSelect name="city" label={t('web-template-select.homeCity')} options={cityOptions} required />
        <KathaAutocomplete
          name="language"
          label={t('web-template-select.readingLanguage')}
          placeholder={t('web-template-select.languagePlaceholder')}
          options={languageOptions}
          debounce={0}
          required
        />
        <KathaAutocomplete
          name="article"
          label={t('web-template-select.likedArticle')}
          placeholder={t('web-template-select.articlePlaceholder')}
          loadOptions={searchArticles}
          debounce={300}
          minLength={2}
        />
      </DemoForm>
    </article>
  );
}
