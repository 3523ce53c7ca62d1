import { type CSSResult, css, unsafeCSS } from '@lit/reactive-element/css-tag.js';
import { html, nothing } from 'lit/html.js';
import '@katha/i18n/messages/avatar';

/** Made on first use: building a segmenter costs a page's start-up tens of milliseconds on a phone. */
let graphemes: Intl.Segmenter | undefined;
/** Devanagari and Kannada viramas: a cluster ending in one joins the next into a conjunct. */
const VIRAMA = /[\u094D\u0CCD]$/;

/** The first letter of a word, conjuncts whole: "ಶ್ರೀನಿವಾಸ" → "ಶ್ರೀ". */
function firstLetter(word: string): string {
  let letter = '';
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(word)) {
    letter += segment;
    if (!VIRAMA.test(letter)) break;
  }
  return letter;
}

/** The first letters of the first and last words: "Meera Rao" → "MR", "मीरा राव" → "मीरा". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? firstLetter(words[0]!) + firstLetter(words.at(-1)!) : firstLetter(words[0] ?? '');
  return letters.toLocaleUpperCase();
}

/** The avatar's box rules, for the box selected by `box`, sized by `--katha-avatar-size` (40px). */
export function avatarRules(box: string): CSSResult {
  const selector = unsafeCSS(box);
  return css`
    ${selector} {
      display: grid;
      place-items: center;
      overflow: hidden;
      border-radius: 50%;
      background: var(--katha-color-secondary);
      color: var(--katha-color-on-secondary);
      font-size: calc(var(--katha-avatar-size, 40px) * 0.4);
      font-weight: var(--katha-font-weight-semibold);
      line-height: 1;
      user-select: none;
    }
    ${selector} img {
      inline-size: 100%;
      block-size: 100%;
      object-fit: cover;
    }
    ${selector} svg {
      inline-size: 60%;
      block-size: 60%;
    }
  `;
}

/**
 * The avatar's box (what `katha-avatar` renders, without the element), for a shadow root that
 * shows a person's picture without defining an element (the article card's author): `.avatar`,
 * `--katha-avatar-size` wide (40px; with `.sm` 32px).
 */
export const avatarBoxStyles = [
  /* @__PURE__ */ avatarRules('.avatar'),
  /* @__PURE__ */ css`
    .avatar {
      flex: none;
      inline-size: var(--katha-avatar-size, 40px);
      block-size: var(--katha-avatar-size, 40px);
    }
    .avatar.sm {
      --katha-avatar-size: 32px;
    }
  `,
];

/** The accessible label: `alt`, else "Picture of {name}" (or "Profile picture" without a name) in the host's locale. */
export function avatarLabel(
  host: { t(id: 'avatar.label' | 'avatar.anonymous', values?: { name: string }): string },
  name: string,
  alt = '',
): string {
  if (alt) return alt;
  return name ? host.t('avatar.label', { name }) : host.t('avatar.anonymous');
}

/**
 * The picture at `src` (when set: call `onError` if it fails, then render again without `src`),
 * else `name`'s initials, else a silhouette; labelled `label` for screen readers.
 */
export function avatarBox(options: {
  src?: string;
  name: string;
  label: string;
  onError?: () => void;
  /** The box's class (`avatar`, `avatar sm` with avatarBoxStyles). */
  className: string;
}) {
  const cls = options.className;
  if (options.src)
    return html`<span part="base" class=${cls}
      ><img part="image" src=${options.src} alt=${options.label} loading="lazy" decoding="async" @error=${options.onError ?? nothing}
    /></span>`;
  const letters = initials(options.name);
  return html`<span part="base" class=${cls} role="img" aria-label=${options.label}>
    ${
      letters
        ? html`<span aria-hidden="true">${letters}</span>`
        : html`<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z" />
          </svg>`
    }
  </span>`;
}
