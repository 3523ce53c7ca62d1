// A page built with a bundler from the package entry points (not the standalone files).
import { type KathaEmbedArticleCard, type KathaEmbedNewsletterSignup, MAX_PAGE_SIZE } from '@katha/embeds';
import '@katha/embeds/article-list';
import { createI18n, matchLocale } from '@katha/i18n';
import { createKathaClient } from '@katha/sdk';

const root = document.getElementById('root')!;
const cms = root.dataset.cms!;
const site = root.dataset.site!;
const locale = matchLocale(navigator.languages);

const card: KathaEmbedArticleCard = document.createElement('katha-embed-article-card');
card.id = 'card-by-slug';
card.cmsUrl = cms;
card.siteUrl = site;
card.setAttribute('locale', 'en');
card.slug = 'a-night-of-yakshagana';

const list = document.createElement('katha-embed-article-list');
list.id = 'list';
list.cmsUrl = cms;
list.topic = 'culture';
list.pageSize = Math.min(2, MAX_PAGE_SIZE);
list.setAttribute('locale', 'en');

const author = document.createElement('katha-embed-author-badge');
author.id = 'author';
author.cmsUrl = cms;
author.siteUrl = site;
author.username = 'asha_rao';
author.setAttribute('locale', 'en');

const signup: KathaEmbedNewsletterSignup = document.createElement('katha-embed-newsletter-signup');
signup.id = 'newsletter';
signup.cmsUrl = cms;
signup.setAttribute('locale', 'en');
signup.addEventListener('katha-subscribed', (event) => {
  document.body.dataset.subscribed = event.detail.email;
});

root.append(card, list, author, signup);
// The SDK and i18n are usable beside the widgets, typed.
void createKathaClient({ baseUrl: `${cms}/api` });
document.title = `${document.title} (${createI18n(locale).locale})`;
