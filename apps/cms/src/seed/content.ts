/**
 * Seed content: the front-matter + markdown format shared by the English, Hindi and Kannada
 * writers (see apps/cms/seed-content/articles/TRANSLATE.md) and the loaders for the JSON files.
 * Pure functions apart from the `load*` helpers, which only read files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { countHtmlWords, LOCALES, type Locale } from '@katha/rules';

export { LOCALES };
export type SeedLocale = Locale;

export const ARTICLE_TYPES = ['article', 'story', 'poem', 'essay', 'news'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export interface ArticleSource {
  key: string;
  locale: SeedLocale;
  file: string;
  title: string;
  subtitle?: string;
  author: string;
  topic: string;
  blogTopic?: string;
  tags: string[];
  type: ArticleType;
  featured?: string;
  published: boolean;
  /** the body as written (markdown-ish) */
  markdown: string;
  /** the body converted to HTML */
  html: string;
  /** words in the body (Intl.Segmenter word segments, so Devanagari and Kannada count right) */
  wordCount: number;
}

export interface Localized {
  en: string;
  'hi-IN': string;
  'kn-IN': string;
}

export interface TopicSource {
  slug: string;
  name: Localized;
}

export interface PersonSource {
  username: string;
  name: string;
  email: string;
  role: 'authenticated' | 'editor' | 'katha_staff';
  /** A bio in each language (the profile's `bios`). */
  bios: Localized;
  demo?: boolean;
  avatar: { background: string; foreground: string };
}

export interface PeopleFile {
  password: string;
  authors: PersonSource[];
  accounts: PersonSource[];
}

export interface FrontMatter {
  fields: Record<string, string>;
  body: string;
}

/**
 * Splits `---\nkey: value\n---\nbody`. Blank lines inside the front matter are ignored (a
 * markdown formatter may insert one after the opening `---`); values keep inner colons.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  let i = 0;
  while (i < lines.length && lines[i]?.trim() === '') i++;
  if (lines[i]?.trim() !== '---') throw new Error('missing front matter: the file must start with ---');
  const fields: Record<string, string> = {};
  i++;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '---') break;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`front matter line without "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (value.length >= 2 && /^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    fields[key] = value;
  }
  if (i >= lines.length) throw new Error('front matter is not closed with ---');
  return { fields, body: lines.slice(i + 1).join('\n') };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The body format: paragraphs separated by blank lines; `## ` starts an h2; `> ` lines form a
 * blockquote. Inside a paragraph, line breaks become spaces, except in poems (`keepLineBreaks`),
 * where they become `<br>`.
 */
export function markdownToHtml(markdown: string, options: { keepLineBreaks?: boolean } = {}): string {
  const blocks = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const out: string[] = [];
  const joiner = options.keepLineBreaks ? '<br>' : ' ';
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim());
    const first = lines[0] ?? '';
    if (lines.length === 1 && /^##\s+/.test(first)) {
      out.push(`<h2>${escapeHtml(first.replace(/^##\s+/, ''))}</h2>`);
      continue;
    }
    if (lines.every((l) => l.startsWith('>'))) {
      const inner = lines.map((l) => escapeHtml(l.replace(/^>\s?/, ''))).join(joiner);
      out.push(`<blockquote><p>${inner}</p></blockquote>`);
      continue;
    }
    // a heading line followed by text without a blank line between: split it off
    if (/^##\s+/.test(first)) {
      out.push(`<h2>${escapeHtml(first.replace(/^##\s+/, ''))}</h2>`);
      lines.shift();
    }
    out.push(`<p>${lines.map(escapeHtml).join(joiner)}</p>`);
  }
  return out.join('\n');
}

export function parseTags(value: string | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const raw of value.split(',')) {
    const tag = raw.trim().toLocaleLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** Parses one article file. Throws with the file name when a required field is missing. */
export function parseArticle(text: string, key: string, locale: SeedLocale, file = `${locale}/${key}.md`) {
  const { fields, body } = parseFrontMatter(text);
  const need = (name: string) => {
    const v = fields[name];
    if (!v) throw new Error(`${file}: front matter "${name}" is required`);
    return v;
  };
  const type = (fields.type || 'article').toLowerCase();
  if (!(ARTICLE_TYPES as readonly string[]).includes(type))
    throw new Error(`${file}: unknown type "${type}"`);
  const html = markdownToHtml(body, { keepLineBreaks: type === 'poem' });
  const article: ArticleSource = {
    key,
    locale,
    file,
    title: need('title'),
    subtitle: fields.subtitle || undefined,
    author: need('author'),
    topic: need('topic'),
    blogTopic: fields.blog_topic || undefined,
    tags: parseTags(fields.tags),
    type: type as ArticleType,
    featured: fields.featured || undefined,
    published: fields.published?.toLowerCase() !== 'false',
    markdown: body.trim(),
    html,
    wordCount: countHtmlWords(html),
  };
  return article;
}

export function defaultContentDir(): string {
  // compiled: dist/src/seed; source (vitest, ts-node): src/seed. Both live under apps/cms.
  const candidates = [
    path.resolve(__dirname, '../../seed-content'),
    path.resolve(__dirname, '../../../seed-content'),
  ];
  return (
    candidates.find((c) => fs.existsSync(path.join(c, 'authors.json'))) ??
    path.resolve(__dirname, '../../seed-content')
  );
}

/** The password of every seeded account (authors.json), the dev admin-panel account's too. */
export function seedPassword(contentDir = defaultContentDir()): string {
  return readJson<PeopleFile>(path.join(contentDir, 'authors.json')).password;
}

export function loadArticles(contentDir: string): ArticleSource[] {
  const articles: ArticleSource[] = [];
  for (const locale of LOCALES) {
    const dir = path.join(contentDir, 'articles', locale);
    if (!fs.existsSync(dir)) continue;
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort();
    for (const f of files) {
      const key = f.slice(0, -3);
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      articles.push(parseArticle(text, key, locale, `articles/${locale}/${f}`));
    }
  }
  return articles;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export interface SeedContent {
  people: PeopleFile;
  topics: TopicSource[];
  blogTopics: TopicSource[];
  articles: ArticleSource[];
}

export function loadContent(contentDir = defaultContentDir()): SeedContent {
  return {
    people: readJson<PeopleFile>(path.join(contentDir, 'authors.json')),
    topics: readJson<TopicSource[]>(path.join(contentDir, 'topics.json')),
    blogTopics: readJson<TopicSource[]>(path.join(contentDir, 'blog-topics.json')),
    articles: loadArticles(contentDir),
  };
}

/** Articles grouped by key, in locale order (en first): one group = one Strapi document. */
export function groupByKey(articles: ArticleSource[]): Map<string, ArticleSource[]> {
  const groups = new Map<string, ArticleSource[]>();
  for (const a of articles) {
    const list = groups.get(a.key) ?? [];
    list.push(a);
    groups.set(a.key, list);
  }
  for (const list of groups.values())
    list.sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  return new Map([...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
