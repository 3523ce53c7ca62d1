import {
  type MessageId as KitMessageId,
  type Locale,
  type MessageValues,
  matchLocale,
} from '@katha/i18n/core';
import type { KathaClient } from '@katha/sdk';
import { KathaElement } from '@katha/ui/core';
import { property } from 'lit/decorators.js';
import { clientFor } from './client.js';
import type { MessageId } from './i18n.js';
import { Loads } from './loads.js';
import { httpBase } from './urls.js';

/**
 * The base of every embed, a LitElement (the kit's KathaElement) that renders the kit's own
 * elements and turns their `katha-*` events into `@katha/sdk` calls: the `locale` and `cms-url`
 * attributes, the SDK client of that CMS, and loads that are aborted when another starts or the
 * widget leaves the page. `locale` wins over the page's `lang`; without it the nearest `lang` (or
 * the browser's languages) decides, as in `@katha/ui`. The kit's elements inside follow the
 * widget's language through a `lang` on their container: widgets render them keyed by locale (a
 * `lang` changed inside a shadow root is not one the kit watches).
 */
export class KathaEmbedElement extends KathaElement {
  /** The CMS's origin, e.g. `https://cms.katha.example` (`/api` is added). Only http(s) URLs are used. */
  @property({ attribute: 'cms-url' }) cmsUrl = '';

  /** `en`, `hi-IN` or `kn-IN` (`hi`, `kn` work too); the page's `lang` when absent. */
  @property({ attribute: 'locale' }) localeAttribute: string | null = null;

  /** The widget's locale: `locale` negotiated (`hi` → `hi-IN`), else the nearest `lang`. Settable (React sets it as a property). */
  override get locale(): Locale {
    return this.localeAttribute ? matchLocale(this.localeAttribute) : super.locale;
  }

  override set locale(value: string | null) {
    this.localeAttribute = value;
  }

  /** The kit's `t`, taking the embeds' own ids as well (src/messages, registered by their generated modules). */
  override t(id: MessageId, values?: MessageValues): string {
    return super.t(id as KitMessageId, values);
  }

  readonly #loads = new Loads();

  /** Whether the data shown was loaded in another locale than the current one (`locale` or the page's `lang` changed). */
  protected localeChanged(): boolean {
    return this.#loads.localeChanged(this.locale);
  }

  /** Starts a load: aborts the one in flight and returns the new one's signal. */
  protected beginLoad(): AbortSignal {
    return this.#loads.begin(this.locale);
  }

  /** The load of `signal` settled: a later disconnection has nothing to interrupt. */
  protected endLoad(signal: AbortSignal): void {
    this.#loads.end(signal);
  }

  /** Loads again; called on reconnection when a disconnection (a move in the page) aborted a load. */
  protected reload(): void {}

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#loads.disconnected();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#loads.connected()) this.reload();
  }

  /** The CMS origin as a safe base (http/https only), or ''. */
  protected get cmsBase(): string {
    return httpBase(this.cmsUrl);
  }

  /** The SDK's client of `cms-url` (shared by the page's widgets), or undefined when the URL is not http(s). */
  protected get client(): KathaClient | undefined {
    return clientFor(this.cmsUrl);
  }
}
