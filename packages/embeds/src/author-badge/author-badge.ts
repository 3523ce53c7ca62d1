import '../generated/messages/embeds.js';
import '../generated/messages/embeds-author.js';
import { dataOf, type Profile } from '@katha/sdk';
import '@katha/ui/avatar';
import { baseStyles } from '@katha/ui/core';
import { imageUrl } from '@katha/ui/image-sources';
import { css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { fetchArticles } from '../core/articles.js';
import { KathaEmbedElement } from '../core/embed-element.js';
import { errorState, loadingState } from '../core/states.js';
import { embedStyles } from '../core/styles.js';
import { httpBase, imageEndpointOf } from '../core/urls.js';

type Status = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

/**
 * @summary A Katha author's badge on a partner's page: picture, name and how many stories they
 * have published in `locale`, linking to their stories on `site-url`. Fetched by `username`.
 *
 * @csspart badge - The badge's box (a link when `site-url` is set).
 * @csspart name - The author's name.
 * @csspart count - The number of stories.
 * @csspart state - The loading, not-found or error box.
 * @csspart retry - The error box's "Try again" button.
 *
 * @cssprop --katha-color-surface - The badge's background.
 * @cssprop --katha-color-border - Its border.
 * @cssprop --katha-radius-pill - Its corners.
 * @cssprop --katha-color-text - The name's colour.
 * @cssprop --katha-color-text-muted - The count's colour.
 */
@customElement('katha-embed-author-badge')
export class KathaEmbedAuthorBadge extends KathaEmbedElement {
  static override styles = [
    baseStyles,
    embedStyles,
    css`
      :host {
        display: inline-block;
      }
      .badge {
        display: inline-flex;
        align-items: center;
        gap: var(--katha-space-2);
        padding: var(--katha-space-1) var(--katha-space-3) var(--katha-space-1) var(--katha-space-1);
        border: 1px solid var(--katha-color-border);
        border-radius: var(--katha-radius-pill, 999px);
        background: var(--katha-color-surface);
        color: var(--katha-color-text);
        text-decoration: none;
      }
      a.badge:hover .name {
        text-decoration: underline;
      }
      .who {
        display: flex;
        flex-direction: column;
        line-height: var(--katha-line-height-tight);
      }
      .name {
        font-weight: var(--katha-font-weight-bold);
      }
      .count {
        font-size: var(--katha-font-size-sm);
        color: var(--katha-color-text-muted);
      }
    `,
  ];

  /** The author's username. */
  @property() username = '';

  /** The site's URL, e.g. `https://katha.example`: the badge links to a search of the author's stories there. */
  @property({ attribute: 'site-url' }) siteUrl = '';

  /** The site's image endpoint, an absolute URL (default `<site-url>/_image`); without either, Strapi's renditions. */
  @property({ attribute: 'image-endpoint' }) imageEndpoint = '';

  @state() private status: Status = 'idle';
  @state() private profile?: Profile;
  @state() private count = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('username') || changed.has('cmsUrl') || this.localeChanged()) void this.#load();
  }

  protected override reload(): void {
    void this.#load();
  }

  async #load() {
    const signal = this.beginLoad();
    const client = this.client;
    const username = this.username.trim();
    if (!client || !username) {
      this.profile = undefined;
      this.status = client ? 'empty' : 'error';
      this.endLoad(signal);
      return;
    }
    this.status = 'loading';
    try {
      const [profiles, articles] = await Promise.all([
        client.GET('/profiles', {
          params: {
            query: {
              filters: { username: { $eq: username } },
              populate: { profile_image: true },
              pagination: { page: 1, pageSize: 1 },
            },
          },
          signal,
        }),
        fetchArticles(client, {
          locale: this.locale,
          filters: [{ author: { username: { $eq: username } } }],
          pageSize: 1,
          signal,
        }),
      ]);
      if (signal.aborted) return;
      this.profile = dataOf(profiles).data[0];
      this.count = articles.total;
      this.status = this.profile ? 'ready' : 'empty';
    } catch {
      if (signal.aborted) return;
      this.profile = undefined;
      this.status = 'error';
    } finally {
      this.endLoad(signal);
    }
  }

  #href(profile: Profile): string {
    const site = httpBase(this.siteUrl);
    const name = profile.name || profile.username;
    return site && name ? `${site}/core/search?key=${encodeURIComponent(name)}` : '';
  }

  #badge(profile: Profile) {
    const name = profile.name || profile.username || '';
    const image = profile.profile_image;
    const endpoint = imageEndpointOf(this.siteUrl, this.imageEndpoint);
    // The avatar is 40px: 96 covers screens up to 2x.
    const src = !image?.url
      ? ''
      : endpoint
        ? imageUrl(endpoint, image.url, 96)
        : (image.formats?.thumbnail?.url ?? image.url);
    const content = html`<katha-avatar
        size="md"
        name=${name}
        src=${src && !/^https?:/.test(src) ? `${this.cmsBase}${src}` : src}
        alt=""
      ></katha-avatar>
      <span class="who">
        <span part="name" class="name">${name}</span>
        <span part="count" class="count">${this.t('embeds-author.stories', { count: this.count })}</span>
      </span>`;
    const href = this.#href(profile);
    return href
      ? html`<a part="badge" class="badge" href=${href}>${content}</a>`
      : html`<span part="badge" class="badge">${content}</span>`;
  }

  override render() {
    const locale = this.locale;
    let body: unknown;
    if (this.status === 'ready' && this.profile) body = this.#badge(this.profile);
    else if (this.status === 'empty')
      body = html`<span part="state" class="badge">${this.t('embeds-author.notFound')}</span>`;
    else if (this.status === 'error') body = errorState(this, this.client && (() => void this.#load()));
    else body = loadingState(this.t('embeds-author.loading'), 'text');
    return keyed(locale, html`<div lang=${locale}>${body ?? nothing}</div>`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-embed-author-badge': KathaEmbedAuthorBadge;
  }
}
