import { type Locale, matchLocale } from '@katha/i18n/translate';
import { KathaTemplateElement } from '@katha/ui/core/template-element';

/**
 * The base of the embeds on the kit's KathaTemplateElement (lit-html without LitElement: the
 * card and the sign-up): `cms-url` and `locale`, as attributes (list them in `observedAttributes`)
 * with properties of the same names, as KathaEmbedElement has them.
 */
export abstract class KathaTemplateEmbed extends KathaTemplateElement {
  /** The CMS's origin, e.g. `https://cms.katha.example` (`/api` is added). Only http(s) URLs are used. */
  get cmsUrl(): string {
    return this.getAttribute('cms-url') ?? '';
  }
  set cmsUrl(value: string) {
    this.setAttribute('cms-url', value);
  }

  /** `en`, `hi-IN` or `kn-IN` (`hi`, `kn` work too): the `locale` attribute, else the nearest `lang`. */
  override get locale(): Locale {
    const requested = this.getAttribute('locale');
    return requested ? matchLocale(requested) : super.locale;
  }
  override set locale(value: string | null) {
    if (value) this.setAttribute('locale', value);
    else this.removeAttribute('locale');
  }
}
