/**
 * The editor's output allow-list: only what its toolbar makes (paragraphs, headings, emphasis, lists,
 * quotes, links, images). Everything else is unwrapped (its text kept) or, for scripts and the like,
 * dropped; links and images keep only http(s) (and mailto for links, data: for pasted images).
 */
const ALLOWED: Record<string, readonly string[]> = {
  P: [],
  BR: [],
  H2: [],
  H3: [],
  STRONG: [],
  EM: [],
  U: [],
  S: [],
  UL: [],
  OL: [],
  LI: [],
  BLOCKQUOTE: [],
  A: ['href', 'rel', 'target'],
  IMG: ['src', 'alt'],
};
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3' };

function safeUrl(value: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(value, 'https://katha.invalid/').protocol);
  } catch {
    return false;
  }
}

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => clean(child, doc));
  const name = RENAMED[tag] ?? (ALLOWED[tag] ? tag.toLowerCase() : null);
  if (!name) return children;
  const out = doc.createElement(name);
  for (const attribute of ALLOWED[name.toUpperCase()] ?? []) {
    const value = element.getAttribute(attribute);
    if (value == null) continue;
    if (attribute === 'href' && !safeUrl(value, ['http:', 'https:', 'mailto:'])) continue;
    if (attribute === 'src' && !safeUrl(value, ['http:', 'https:', 'data:'])) continue;
    if (
      attribute === 'src' &&
      value.startsWith('data:') &&
      !/^data:image\/(png|jpe?g|gif|webp);/i.test(value)
    )
      continue;
    out.setAttribute(attribute, value);
  }
  if (name === 'a') out.setAttribute('rel', 'noopener noreferrer');
  if (name === 'img' && !out.hasAttribute('src')) return [];
  out.append(...children);
  return [out];
}

/** The HTML with only the editor's formats left (needs a DOM). */
export function sanitizeEditorHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = document.implementation.createHTMLDocument('');
  const body = doc.body;
  for (const child of [...template.content.childNodes]) body.append(...clean(child, doc));
  return body.innerHTML;
}
