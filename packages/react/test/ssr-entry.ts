// Bundled by test/ssr.mjs for Node: a wrapper rendered by react-dom/server with
// @lit-labs/ssr-react's createElement patch, as the site's server renders it.
import '@lit-labs/ssr-react/enable-lit-ssr.js';
import { withLocale } from '@katha/ui/ssr';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { KathaArticleCard } from '../src/generated/article-card.js';

export function renderCard(): string {
  const article = {
    documentId: 'a1',
    slug: 'monsoon-letters',
    title: 'Monsoon letters',
    topic: { name: 'Travel' },
  };
  return withLocale('hi-IN', () => renderToString(createElement(KathaArticleCard, { article, href: '/a' })));
}
