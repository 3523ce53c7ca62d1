import { createI18n } from '@katha/i18n/core';
import type { Article } from '@katha/sdk/public';
import { avatarBox, avatarBoxStyles, avatarLabel } from '@katha/ui/avatar-box';
import { type ArticleOpenDetail, cardBox, cardBoxStyles } from '@katha/ui/card-box';
import { chipBox, chipBoxStyles } from '@katha/ui/chip-box';
import { baseStyles } from '@katha/ui/core/styles';
import '@katha/ui/skeleton';
import { emptyStateBox } from '@katha/ui/state-box';
import { html, nothing } from 'lit/html.js';
import { fetchArticles } from '../core/articles.js';
import { clientFor } from '../core/client.js';
import { Loads } from '../core/loads.js';
import { errorState, stateStyles } from '../core/states.js';
import { embedStyles } from '../core/styles.js';
import { KathaTemplateEmbed } from '../core/template-embed.js';
import { articleHref, httpBase } from '../core/urls.js';
import { styles } from './article-card.styles.js';
import '@katha/i18n/messages/embeds';
import '@katha/i18n/messages/embeds-card';

export type { ArticleOpenDetail };

type Status = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

/**
 * @summary One Katha article as a card on a partner's page, fetched from the CMS by `slug` or
 * `document-id` in `locale`: image, title (a link to the article on `site-url`), subtitle,
 * author, topic, date and read time. Shows a skeleton while loading, a "not found" state when
 * the CMS has no such published article in that language, and an error with a retry. Nothing
 * from the CMS is rendered as HTML. Re-fetches when any attribute changes. The kit's card box
 * (what `katha-article-card` renders) in its own shadow root, on the kit's KathaTemplateElement
 * (lit-html without LitElement). Its properties are its attributes.
 *
 * @csspart card - The card (its parts: `card-base`, `card-image`, `card-title`, as `katha-article-card`'s `base`, `image`, `title`).
 * @csspart state - The loading, empty or error box.
 * @csspart retry - The error box's "Try again" button.
 *
 * @cssprop --katha-embed-max-width - The widest the card gets (420px).
 * @cssprop --katha-color-primary - Links, focus ring and the topic chip.
 * @cssprop --katha-color-surface - The card's background.
 * @cssprop --katha-color-text - The text colour.
 * @cssprop --katha-radius-lg - The card's corners.
 * @cssprop --katha-font-family - The font.
 *
 * @fires {CustomEvent<ArticleOpenDetail>} katha-open - The title link was activated (cancel it to route yourself).
 */
export class KathaEmbedArticleCard extends KathaTemplateEmbed {
  static override styles = [
    baseStyles,
    embedStyles,
    ...stateStyles,
    cardBoxStyles,
    chipBoxStyles,
    ...avatarBoxStyles,
    styles,
  ];
  static observedAttributes = [
    'cms-url',
    'locale',
    'slug',
    'document-id',
    'site-url',
    'variant',
    'heading-level',
  ];

  /** The article's slug in `locale` (slugs are per language). */
  get slug(): string {
    return this.getAttribute('slug') ?? '';
  }
  set slug(value: string) {
    this.setAttribute('slug', value);
  }

  /** The article's documentId (the same in every language); used when `slug` is empty. */
  get documentId(): string {
    return this.getAttribute('document-id') ?? '';
  }
  set documentId(value: string) {
    this.setAttribute('document-id', value);
  }

  /** The site's URL, e.g. `https://katha.example`: the title links to `<site-url>/core/article/<slug>`. */
  get siteUrl(): string {
    return this.getAttribute('site-url') ?? '';
  }
  set siteUrl(value: string) {
    this.setAttribute('site-url', value);
  }

  /** `default` (image on top) or `compact` (a row with a thumbnail). */
  get variant(): 'default' | 'compact' {
    return this.getAttribute('variant') === 'compact' ? 'compact' : 'default';
  }
  set variant(value: 'default' | 'compact') {
    this.setAttribute('variant', value);
  }

  /** The level of the title heading (2 to 6), to fit the partner page's outline. */
  get headingLevel(): number {
    const level = this.getAttribute('heading-level');
    return level === null ? 3 : Number(level);
  }
  set headingLevel(value: number) {
    this.setAttribute('heading-level', String(value));
  }

  readonly #loads = new Loads();
  /** What the shown data was loaded for: a change of any of it loads again. */
  #loaded?: string;
  #status: Status = 'idle';
  #article?: Article;
  #failedAvatar = '';

  #set(status: Status, article?: Article) {
    this.#status = status;
    this.#article = article;
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#loads.connected()) void this.#load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#loads.disconnected();
  }

  async #load() {
    const signal = this.#loads.begin(this.locale);
    const client = clientFor(this.cmsUrl);
    const slug = this.slug.trim();
    const documentId = this.documentId.trim();
    if (!client || (!slug && !documentId)) {
      this.#set(client ? 'empty' : 'error');
      this.#loads.end(signal);
      return;
    }
    this.#set('loading', this.#article);
    try {
      const { articles } = await fetchArticles(client, {
        locale: this.locale,
        filters: [slug ? { slug: { $eq: slug } } : { documentId: { $eq: documentId } }],
        pageSize: 1,
        listingRule: false,
        signal,
      });
      if (signal.aborted) return;
      this.#set(articles[0] ? 'ready' : 'empty', articles[0]);
    } catch {
      if (signal.aborted) return;
      this.#set('error');
    } finally {
      this.#loads.end(signal);
    }
  }

  #state() {
    switch (this.#status) {
      case 'empty':
        return html`<div part="state">
          ${emptyStateBox({
            heading: this.t('embeds-card.notFoundHeading'),
            message: this.t('embeds-card.notFound'),
            level: this.headingLevel,
          })}
        </div>`;
      case 'error':
        return errorState(this, clientFor(this.cmsUrl) && (() => void this.#load()));
      default:
        return html`<div part="state" role="status">
          <span class="visually-hidden">${this.t('embeds-card.loading')}</span>
          <katha-skeleton variant="card" aria-hidden="true"></katha-skeleton>
        </div>`;
    }
  }

  protected override render() {
    const locale = this.locale;
    // Any change of what is shown (an attribute, the page's `lang`) loads again.
    const key = [this.cmsUrl, this.slug, this.documentId, locale].join('\n');
    if (this.isConnected && (key !== this.#loaded || this.#loads.localeChanged(locale))) {
      this.#loaded = key;
      void this.#load();
    }
    const article = this.#status === 'ready' ? this.#article : undefined;
    return html`<div lang=${locale} aria-busy=${this.#status === 'loading' ? 'true' : 'false'}>
      ${
        article
          ? html`<div part="card" class="embed-card">
              ${cardBox(this, {
                article,
                variant: this.variant,
                href: articleHref(this.siteUrl, article.slug),
                mediaBase: httpBase(this.cmsUrl),
                sizes: '',
                priority: false,
                headingLevel: this.headingLevel,
                i18n: createI18n(locale),
                topic: (name) => chipBox(name, { className: 'chip outlined topic' }),
                picture: (name, src) =>
                  avatarBox({
                    src: src === this.#failedAvatar ? '' : src,
                    name,
                    label: avatarLabel(this, name),
                    className: 'avatar sm',
                    onError: () => {
                      this.#failedAvatar = src;
                      this.requestUpdate();
                    },
                  }),
                actions: nothing,
                partPrefix: 'card-',
              })}
            </div>`
          : this.#state()
      }
    </div>`;
  }
}

customElements.define('katha-embed-article-card', KathaEmbedArticleCard);

declare global {
  interface HTMLElementTagNameMap {
    'katha-embed-article-card': KathaEmbedArticleCard;
  }
}
