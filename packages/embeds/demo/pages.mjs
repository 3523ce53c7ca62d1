// The consumer project's pages, written from one template: the same widgets (ids, attributes) on
// every page, pointed at `npm start`'s CMS and site; scripts/serve.mjs puts the addresses it is
// given in their place.
//   partner.html  plain HTML loading the standalone modules, under the partner's hostile CSS
//   single.html   plain HTML loading three of the single-file standalone modules
//   bundle.html   a page bundled from the package entry points (src/bundle-page.ts)
//   react.html    a small React 19 page (src/react-page.tsx)

/** The CMS and the site of `npm start` (KATHA_CMS_PORT 1337, KATHA_WEB_PORT 3000). */
export const DEMO_CMS = 'http://localhost:1337';
export const DEMO_SITE = 'http://localhost:3000';

const attributes = (values) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

/** A widget's element: `<katha-embed-<name> ...></katha-embed-<name>>`. */
const widget = (name, values) => `<katha-embed-${name} ${attributes(values)}></katha-embed-${name}>`;

const CARD = {
  'cms-url': DEMO_CMS,
  'site-url': DEMO_SITE,
  locale: 'en',
  'heading-level': '2',
  slug: 'a-night-of-yakshagana',
};
const card = widget('article-card', { id: 'card-by-slug', ...CARD });
const themedCard = widget('article-card', { id: 'card-themed', class: 'themed', ...CARD });
const list = widget('article-list', {
  id: 'list',
  'cms-url': DEMO_CMS,
  'site-url': DEMO_SITE,
  locale: 'en',
  topic: 'culture',
  'page-size': '2',
  'heading-level': '2',
});
const author = widget('author-badge', {
  id: 'author',
  'cms-url': DEMO_CMS,
  'site-url': DEMO_SITE,
  locale: 'en',
  username: 'asha_rao',
});
const newsletter = (locale) => widget('newsletter-signup', { id: 'newsletter', 'cms-url': DEMO_CMS, locale });

const module = (src) => `<script type="module" src="${src}"></script>`;

const page = ({ title, head, body }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${head.join('\n    ')}
  </head>
  <body>
    ${body.join('\n    ')}
  </body>
</html>
`;

const partnerPage = (body) => [
  '<main>',
  "  <h1>A partner's page</h1>",
  ...body.map((line) => `  ${line}`),
  '</main>',
];

/** The partner's own, deliberately hostile CSS (none of it reaches inside the widgets), and theming the intended way. */
const PARTNER_CSS = `<style>
      body { font-family: Georgia, serif; margin: 2rem; background: #fffdf6; }
      p, a, h2, h3, li, button, input, article { color: rgb(255, 0, 0); font-size: 40px; }
      img { display: none; }
      button { background: rgb(0, 255, 0); }
      /* Theming, the intended way: tokens and parts. */
      .themed { --katha-color-primary: rgb(0, 90, 156); --katha-color-surface: rgb(255, 248, 220); --katha-radius-lg: 2px; }
      .themed::part(card-title) { text-decoration: underline; }
      main { display: grid; gap: 2rem; max-width: 1100px; }
    </style>`;

/** A page whose script builds the widgets into #root, reading the addresses from its data attributes. */
const scriptedPage = (title, tag, script) =>
  page({
    title,
    head: [module(script)],
    body: [`<${tag} id="root" data-cms="${DEMO_CMS}" data-site="${DEMO_SITE}"></${tag}>`],
  });

/** The pages by file name. */
export const DEMO_PAGES = {
  'partner.html': page({
    title: 'Partner demo: Katha embeds in plain HTML',
    head: [
      '<!-- One module per widget, nothing else: the widgets install their theme and fonts themselves. -->',
      ...['article-card', 'article-list', 'author-badge', 'newsletter-signup'].map((name) =>
        module(`./embeds/${name}.js`),
      ),
      PARTNER_CSS,
    ],
    body: partnerPage([
      "<p>Their own story, with Katha's widgets below.</p>",
      card,
      themedCard,
      list,
      author,
      newsletter('en'),
    ]),
  }),
  'single.html': page({
    title: 'Partner demo: single-file Katha embeds',
    head: [
      '<!-- One self-contained file per widget (dist/standalone/single/): what a page with one widget uses.',
      '     Here three of them share a page: the kit elements they both carry are defined by the first',
      '     (scripts/define-once.js). -->',
      ...['newsletter-signup', 'article-card', 'article-list'].map((name) =>
        module(`./embeds/single/${name}.js`),
      ),
    ],
    body: partnerPage([newsletter('hi-IN'), card, list]),
  }),
  'bundle.html': scriptedPage(
    'Consumer demo: Katha embeds from the package entry points, bundled',
    'main',
    './bundle/page.js',
  ),
  'react.html': scriptedPage('React consumer demo: Katha embeds in a React page', 'div', './react/page.js'),
};
