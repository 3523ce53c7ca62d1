import path from 'node:path';
import { countHtmlWords } from '@katha/rules';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_TYPES,
  groupByKey,
  LOCALES,
  loadContent,
  markdownToHtml,
  parseArticle,
  parseFrontMatter,
  parseTags,
} from './content';

const CONTENT_DIR = path.resolve(__dirname, '../../seed-content');

describe('parseFrontMatter', () => {
  it('reads key: value lines and the body', () => {
    const { fields, body } = parseFrontMatter('---\ntitle: A: B\nauthor: asha_rao\n---\nHello\n');
    expect(fields).toEqual({ title: 'A: B', author: 'asha_rao' });
    expect(body.trim()).toBe('Hello');
  });

  it('tolerates blank lines inside the front matter, CRLF and quoted values', () => {
    const { fields, body } = parseFrontMatter(
      '\r\n---\r\n\r\ntitle: "Quoted"\r\n\r\ntopic: food\r\n---\r\n\r\nBody',
    );
    expect(fields).toEqual({ title: 'Quoted', topic: 'food' });
    expect(body.trim()).toBe('Body');
  });

  it('rejects files without front matter or without the closing line', () => {
    expect(() => parseFrontMatter('title: x')).toThrow(/front matter/);
    expect(() => parseFrontMatter('---\ntitle: x\n')).toThrow(/not closed/);
  });
});

describe('markdownToHtml', () => {
  it('makes paragraphs, h2 and blockquotes, escaping HTML', () => {
    const html = markdownToHtml(
      'First line\nsame paragraph.\n\n## A <heading>\n\n> Quoted & kept\n> across lines\n\nLast.',
    );
    expect(html).toBe(
      [
        '<p>First line same paragraph.</p>',
        '<h2>A &lt;heading&gt;</h2>',
        '<blockquote><p>Quoted &amp; kept across lines</p></blockquote>',
        '<p>Last.</p>',
      ].join('\n'),
    );
  });

  it('keeps line breaks in poems', () => {
    expect(markdownToHtml('one\ntwo\n\nthree', { keepLineBreaks: true })).toBe(
      '<p>one<br>two</p>\n<p>three</p>',
    );
  });

  it('splits a heading that is directly followed by text', () => {
    expect(markdownToHtml('## Title\nText')).toBe('<h2>Title</h2>\n<p>Text</p>');
  });
});

describe('helpers', () => {
  it("counts an article's words by the CMS's rule (@katha/rules), blocks and all", () => {
    const a = parseArticle(
      '---\ntitle: T\nauthor: a\ntopic: b\n---\n## ಮಳೆ\n\nबारिश आ गई है।\n\n> The rain, at last.',
      'k',
      'en',
    );
    expect(a.wordCount).toBe(countHtmlWords(a.html));
    expect(a.wordCount).toBe(9);
  });

  it('lower-cases and de-duplicates tags', () => {
    expect(parseTags(' Monsoon, childhood ,monsoon,, ')).toEqual(['monsoon', 'childhood']);
  });

  it('parses an article with defaults', () => {
    const a = parseArticle('---\ntitle: T\nauthor: asha_rao\ntopic: food\n---\nSome words here.', 'k', 'en');
    expect(a).toMatchObject({ key: 'k', type: 'article', published: true, tags: [], wordCount: 3 });
    expect(() => parseArticle('---\ntitle: T\ntopic: food\n---\nx', 'k', 'en')).toThrow(/author/);
    expect(() => parseArticle('---\ntitle: T\nauthor: a\ntopic: b\ntype: blog\n---\nx', 'k', 'en')).toThrow(
      /type/,
    );
  });
});

describe('seed content', () => {
  const content = loadContent(CONTENT_DIR);
  const authors = new Set(content.people.authors.map((a) => a.username));
  const topics = new Set(content.topics.map((t) => t.slug));
  const blogTopics = new Set(content.blogTopics.map((t) => t.slug));
  const published = content.articles.filter((a) => a.published);

  it('has the agreed topics, blog topics and people', () => {
    expect([...topics].sort()).toEqual(
      [
        'childhood',
        'culture',
        'fiction',
        'food',
        'history',
        'nature',
        'poetry',
        'society',
        'technology',
        'travel',
      ].sort(),
    );
    expect([...blogTopics].sort()).toEqual([
      'announcements',
      'interviews',
      'reader-stories',
      'writing-craft',
    ]);
    for (const t of [...content.topics, ...content.blogTopics]) {
      for (const l of LOCALES) expect(t.name[l], `${t.slug} ${l}`).toBeTruthy();
    }
    expect(authors.size).toBeGreaterThanOrEqual(9);
    const all = [...content.people.authors, ...content.people.accounts];
    const byEmail = new Map(all.map((p) => [p.email, p]));
    expect(byEmail.get('reader@katha.dev')).toMatchObject({ username: 'reader', role: 'authenticated' });
    expect(byEmail.get('editor@katha.dev')).toMatchObject({ username: 'katha_editor', role: 'editor' });
    expect(byEmail.get('staff@katha.dev')).toMatchObject({
      username: 'katha_staff_demo',
      role: 'katha_staff',
    });
    expect(new Set(all.map((p) => p.username)).size).toBe(all.length);
    for (const p of all) {
      expect(p.email).toMatch(/@katha\.dev$/);
      expect(p.username).toMatch(/^[a-z0-9_.]{3,30}$/);
    }
  });

  it('gives every person a bio in each language, written in its own script', () => {
    const script = {
      en: /^[\p{Script=Latin}\p{P}\p{Zs}\d]+$/u,
      'hi-IN': /\p{Script=Devanagari}/u,
      'kn-IN': /\p{Script=Kannada}/u,
    };
    for (const p of [...content.people.authors, ...content.people.accounts]) {
      expect(Object.keys(p.bios).sort(), p.username).toEqual([...LOCALES].sort());
      for (const l of LOCALES) {
        expect(p.bios[l], `${p.username} ${l}`).toMatch(script[l]);
        expect(p.bios[l].length, `${p.username} ${l}`).toBeLessThanOrEqual(1000);
      }
      // Hindi and Kannada are written in their scripts, not Latin transliteration.
      expect(p.bios['hi-IN'], p.username).not.toMatch(/[A-Za-z]/);
      expect(p.bios['kn-IN'], p.username).not.toMatch(/[A-Za-z]/);
    }
  });

  it('every article file parses and names a known author, topic, blog topic and type', () => {
    expect(content.articles.length).toBeGreaterThan(0);
    for (const a of content.articles) {
      expect(authors.has(a.author), `${a.file}: author ${a.author}`).toBe(true);
      expect(topics.has(a.topic), `${a.file}: topic ${a.topic}`).toBe(true);
      if (a.blogTopic) expect(blogTopics.has(a.blogTopic), `${a.file}: blog_topic ${a.blogTopic}`).toBe(true);
      expect(ARTICLE_TYPES).toContain(a.type);
      expect(a.title.length, a.file).toBeLessThanOrEqual(200);
      expect((a.subtitle ?? '').length, a.file).toBeLessThanOrEqual(300);
      expect(a.html, a.file).toMatch(/^<(p|h2|blockquote)>/);
    }
  });

  it('articles are 150 to 1,500 words, except a few intentionally short ones', () => {
    const short = published.filter((a) => a.wordCount < 150);
    for (const a of published) expect(a.wordCount, a.file).toBeLessThanOrEqual(1500);
    // short pieces are announcements, poems or deliberately brief notes; a handful per locale at most
    for (const locale of LOCALES) {
      expect(short.filter((a) => a.locale === locale).length, `${locale} short pieces`).toBeLessThanOrEqual(
        8,
      );
    }
    expect(short.filter((a) => a.locale === 'en').length).toBeGreaterThanOrEqual(3);
  });

  it('English has at least 32 articles, 3 short ones and 3 poems or stories', () => {
    const en = published.filter((a) => a.locale === 'en');
    expect(en.length).toBeGreaterThanOrEqual(32);
    expect(en.filter((a) => a.type === 'poem' || a.type === 'story').length).toBeGreaterThanOrEqual(3);
  });

  it('at least 90 published articles overall; every locale has at least 30 when the translations are in', () => {
    const perLocale = Object.fromEntries(
      LOCALES.map((l) => [l, published.filter((a) => a.locale === l).length]),
    );
    expect(published.length, JSON.stringify(perLocale)).toBeGreaterThanOrEqual(90);
    for (const l of LOCALES)
      expect(perLocale[l], `${l}: ${JSON.stringify(perLocale)}`).toBeGreaterThanOrEqual(30);
  });

  it('at least 10 keys are translations (the same key in several locales)', () => {
    const groups = [...groupByKey(content.articles).values()];
    const translated = groups.filter((g) => g.length > 1);
    expect(translated.length).toBeGreaterThanOrEqual(10);
    for (const g of translated) {
      // a translation keeps the author and topic of the original
      expect(new Set(g.map((a) => a.author)).size, g[0]?.key).toBe(1);
      expect(new Set(g.map((a) => a.topic)).size, g[0]?.key).toBe(1);
    }
  });
});
