/**
 * Katha's one HTML policy for CMS HTML (article bodies): what the editor makes, and nothing that
 * runs. The CMS applies it with sanitize-html on save ({@link sanitizeHtmlOptions}); the site's
 * server, the site and the editor apply it with DOMPurify ({@link createPurifier}). No iframes:
 * no video embeds anywhere, and the site's CSP says `frame-src 'none'`.
 */
export interface HtmlPolicy {
  /** Tags kept (lower case). Every other tag goes; its text stays unless it is in `dropWithContent`. */
  readonly tags: readonly string[];
  /** Attributes kept, per tag; `*` lists those every kept tag may have. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes allowed in `href` and `src` (relative URLs are allowed too). */
  readonly schemes: readonly string[];
  /** Tags with their own schemes instead of `schemes`. */
  readonly schemesByTag: Readonly<Record<string, readonly string[]>>;
  /** Only classes with this prefix are kept (Quill's formats: `ql-align-center`, `ql-indent-1`). */
  readonly classPrefix: string;
  /** Every link gets this `rel`. */
  readonly linkRel: string;
  /** Tags removed together with everything inside them. */
  readonly dropWithContent: readonly string[];
}

export const HTML_POLICY: HtmlPolicy = {
  tags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  attributes: {
    '*': ['class', 'dir', 'lang'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  schemes: ['http', 'https', 'mailto'],
  schemesByTag: { img: ['http', 'https', 'data'] },
  classPrefix: 'ql-',
  linkRel: 'noopener noreferrer',
  dropWithContent: [
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'plaintext',
    'title',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
};

/** Characters browsers ignore inside a URL's scheme (DOMPurify's ATTR_WHITESPACE too). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether a URL attribute's value may stay on `tag`: relative, or of one of the tag's schemes. */
export function allowedUrl(tag: string, value: string, policy: HtmlPolicy = HTML_POLICY): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(URL_IGNORED, ''))?.[1];
  return !scheme || (policy.schemesByTag[tag] ?? policy.schemes).includes(scheme.toLowerCase());
}

const keptClasses = (value: string, policy: HtmlPolicy) =>
  value
    .split(/\s+/)
    .filter((name) => name.startsWith(policy.classPrefix))
    .join(' ');

/**
 * The policy as sanitize-html options (the CMS: `sanitizeHtml(html, sanitizeHtmlOptions())`).
 * A plain object, so this package needs no sanitize-html of its own.
 */
export function sanitizeHtmlOptions(policy: HtmlPolicy = HTML_POLICY) {
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(policy.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...policy.schemes],
    allowedSchemesByTag: Object.fromEntries(
      Object.entries(policy.schemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
    ),
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: true,
    allowedClasses: { '*': [new RegExp(`^${policy.classPrefix.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`)] },
    nonTextTags: [...policy.dropWithContent],
    disallowedTagsMode: 'discard' as const,
    transformTags: {
      a: (tagName: string, attribs: Record<string, string>) => ({
        tagName,
        attribs: { ...attribs, rel: policy.linkRel },
      }),
    },
  };
}

/** The DOMPurify configuration of the policy (the per-tag rules are hooks: see {@link createPurifier}). */
export function domPurifyConfig(policy: HtmlPolicy = HTML_POLICY) {
  const schemes = [...new Set([...policy.schemes, ...Object.values(policy.schemesByTag).flat()])];
  return {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: [...new Set(Object.values(policy.attributes).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS: [...policy.dropWithContent],
    // Parse everything as body content, as sanitize-html reads it: else a leading <noscript>, <style>
    // or <meta> opens the head, and what the head refuses (an <img> in <noscript>) falls out into the body.
    FORCE_BODY: true,
    // DOMPurify's own URL check, narrowed to the policy's schemes; allowedUrl() then applies them per tag.
    ALLOWED_URI_REGEXP: new RegExp(
      `^(?:(?:${schemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
      'i',
    ),
  };
}

/** The part of a DOM element the hooks touch (no DOM types needed to build against this package). */
interface HookNode {
  nodeName: string;
  setAttribute(name: string, value: string): void;
}
interface AttributeData {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}
interface PurifyInstance {
  sanitize(html: string, config: Record<string, unknown>): unknown;
  addHook(name: 'uponSanitizeAttribute', hook: (node: HookNode, data: AttributeData) => void): void;
  addHook(name: 'afterSanitizeAttributes', hook: (node: HookNode) => void): void;
}

/** What {@link addPolicyHooks} needs of a DOMPurify instance (DOMPurify's own type fits). */
export interface PurifyLike {
  sanitize: (...args: never[]) => unknown;
  addHook: (...args: never[]) => unknown;
}

/**
 * Adds the policy's per-tag rules to a DOMPurify instance (attributes per tag, URL schemes per tag,
 * the `ql-` classes, the links' `rel`) and returns it; sanitize with {@link domPurifyConfig}. Give it
 * an instance of its own (`DOMPurify(window)`, `createDOMPurify(jsdomWindow)`): hooks stay on it.
 */
export function addPolicyHooks<T extends PurifyLike>(instance: T, policy: HtmlPolicy = HTML_POLICY): T {
  const purify = instance as unknown as PurifyInstance;
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    if (!policy.attributes['*']?.includes(name) && !policy.attributes[tag]?.includes(name)) {
      data.keepAttr = false;
    } else if (name === 'class') {
      data.attrValue = keptClasses(data.attrValue, policy);
      if (!data.attrValue) data.keepAttr = false;
    } else if ((name === 'href' || name === 'src') && !allowedUrl(tag, data.attrValue, policy)) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') node.setAttribute('rel', policy.linkRel);
  });
  return instance;
}

/**
 * A sanitizer applying the policy with DOMPurify: `createPurifier(DOMPurify(window))` in a browser,
 * `createPurifier(createDOMPurify(new JSDOM('').window))` in Node (an instance of its own: see
 * {@link addPolicyHooks}).
 */
export function createPurifier(
  instance: PurifyLike,
  policy: HtmlPolicy = HTML_POLICY,
): (html: string | null | undefined) => string {
  const purify = addPolicyHooks(instance, policy) as unknown as PurifyInstance;
  const config = domPurifyConfig(policy);
  return (html) => (html ? String(purify.sanitize(html, config)) : '');
}
