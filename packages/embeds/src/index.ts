export { KathaEmbedArticleCard } from './article-card/article-card.js';
export { KathaEmbedArticleList, MAX_PAGE_SIZE } from './article-list/article-list.js';
export { KathaEmbedAuthorBadge } from './author-badge/author-badge.js';
export { clientFor } from './core/client.js';
export { KathaEmbedElement } from './core/embed-element.js';
export { articleHref, httpBase } from './core/urls.js';
export { KathaEmbedNewsletterSignup, type SubscribedDetail } from './newsletter-signup/newsletter-signup.js';
