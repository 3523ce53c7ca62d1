// A small React 19 page using the widgets (React 19 passes properties to custom elements) and a
// @katha/react wrapper beside them.
import type {
  KathaEmbedArticleCard,
  KathaEmbedArticleList,
  KathaEmbedAuthorBadge,
  KathaEmbedNewsletterSignup,
} from '@katha/embeds';
import '@katha/embeds';
import { KathaButton } from '@katha/react';
import { type HTMLAttributes, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

type WidgetProps<T> = Partial<Omit<T, keyof HTMLElement>> &
  HTMLAttributes<T> &
  Record<`${string}-${string}`, unknown>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'katha-embed-article-card': WidgetProps<KathaEmbedArticleCard>;
      'katha-embed-article-list': WidgetProps<KathaEmbedArticleList>;
      'katha-embed-author-badge': WidgetProps<KathaEmbedAuthorBadge>;
      'katha-embed-newsletter-signup': WidgetProps<KathaEmbedNewsletterSignup>;
    }
  }
}

const root = document.getElementById('root')!;
const cms = root.dataset.cms!;
const site = root.dataset.site!;
const params = new URLSearchParams(location.search);
const LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
type Locale = (typeof LOCALES)[number];
const first = LOCALES.find((locale) => locale === params.get('locale')) ?? 'en';
/** The article's documentId (the same in every language), or the English slug. */
const documentId = params.get('doc') ?? '';
/** The list's author (a username); the culture topic without one. */
const author = params.get('author') ?? '';

function App() {
  const [locale, setLocale] = useState<Locale>(first);
  return (
    <main>
      <KathaButton
        id="switch"
        variant="outlined"
        onClick={() => setLocale(LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length]!)}
      >
        {locale}
      </KathaButton>
      <katha-embed-article-card
        id="card-by-slug"
        cms-url={cms}
        site-url={site}
        locale={locale}
        {...(documentId ? { 'document-id': documentId } : { slug: 'a-night-of-yakshagana' })}
      />
      <katha-embed-article-list
        id="list"
        cms-url={cms}
        locale={locale}
        {...(author ? { author } : { topic: 'culture' })}
        page-size="2"
      />
      <katha-embed-author-badge
        id="author"
        cms-url={cms}
        site-url={site}
        locale={locale}
        username={author || 'asha_rao'}
      />
      <katha-embed-newsletter-signup id="newsletter" cms-url={cms} locale={locale} />
    </main>
  );
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
