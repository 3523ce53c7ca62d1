/**
 * What each kit element is server-rendered with in the hydration test (ssr/hydration.test.ts):
 * representative attributes and properties, the same objects on the server and in the browser.
 * Data only: this module is imported in Node before the elements and in the page before they
 * are defined. An element missing here is still rendered and hydrated, with no properties.
 */
import type { ElementInit } from '../ssr/render.js';

const article = {
  documentId: 'a1',
  slug: 'monsoon-letters',
  title: 'Monsoon letters',
  subtitle: 'What the rain wrote on the hills of the Western Ghats',
  read_time: 7,
  publishedAt: '2026-01-15T08:00:00.000Z',
  featured_image: null,
  author: { name: 'Asha Rao', username: 'asha', profile_image: null },
  topic: { name: 'Travel' },
};

const secondArticle = {
  ...article,
  documentId: 'a2',
  slug: 'the-ferry',
  title: 'The ferry',
  topic: { name: 'Life' },
};

export const ssrFixtures: Record<string, ElementInit> = {
  'katha-accordion': {
    properties: {
      items: [
        { id: 'write', heading: 'How do I start writing?', summary: 'Three steps' },
        { id: 'paid', heading: 'How are writers paid?' },
      ],
      open: ['paid'],
    },
    children: '<p slot="write">Press Write.</p><p slot="paid">Every month.</p>',
  },
  'katha-alert': {
    attributes: { severity: 'warning', variant: 'outlined', heading: 'Unsaved', dismissible: true },
    children: 'Your draft has changes.',
  },
  'katha-app-shell': { children: '<p>Page</p>' },
  'katha-article-card': {
    attributes: { href: '/articles/monsoon-letters', 'like-count': 12 },
    properties: { article, liked: true, bookmarked: false },
  },
  'katha-article-list': { properties: { articles: [article, secondArticle], hasMore: true } },
  'katha-author-access-form': { properties: { values: { name: 'Asha Rao' } } },
  'katha-autocomplete': {
    attributes: { label: 'Language', name: 'language', value: 'kn', required: true },
    properties: {
      options: [
        { value: 'hi', label: 'Hindi' },
        { value: 'kn', label: 'Kannada', description: 'Karnataka' },
      ],
    },
  },
  'katha-avatar': { attributes: { name: 'Asha Rao', size: 'lg' } },
  'katha-button': { attributes: { variant: 'secondary' }, children: 'Save' },
  'katha-checkbox': { attributes: { name: 'terms', checked: true, required: true }, children: 'Terms' },
  'katha-chip': { attributes: { color: 'primary', removable: true }, children: 'Travel' },
  'katha-comment-form': { attributes: { mode: 'reply', 'thread-of': 1 } },
  'katha-comment-thread': {
    attributes: { 'current-user-id': 2 },
    properties: {
      comments: [
        {
          id: 1,
          content: 'Beautiful writing.',
          createdAt: '2026-01-16T08:00:00.000Z',
          author: { id: 1, name: 'Ravi' },
          children: [
            {
              id: 2,
              content: 'Thank you!',
              createdAt: '2026-01-17T08:00:00.000Z',
              author: { id: 2, name: 'Asha Rao' },
              threadOf: 1,
            },
          ],
        },
        { id: 3, content: '', createdAt: '2026-01-18T08:00:00.000Z', removed: true },
      ],
    },
  },
  'katha-customizer': {},
  'katha-data-table': {
    attributes: {
      label: 'Articles',
      selectable: true,
      searchable: true,
      'page-size': 2,
      'sort-key': 'views',
    },
    properties: {
      columns: [
        { key: 'title', label: 'Title', sortable: true, rowHeader: true },
        { key: 'views', label: 'Views', type: 'number', sortable: true },
        { key: 'earnings', label: 'Earnings', type: 'currency' },
        { key: 'published', label: 'Published', type: 'date' },
      ],
      rows: [
        { id: 'a1', title: 'Monsoon letters', views: 1200, earnings: 450.5, published: '2026-01-15' },
        { id: 'a2', title: 'The ferry', views: 87, earnings: 12, published: '2025-11-02' },
        { id: 'a3', title: 'Banyan', views: 30500, earnings: 9800, published: '2026-03-01' },
      ],
      selected: ['a2'],
      expanded: ['a2'],
      renderDetail: (row: { title: string }) => `About ${row.title}`,
    },
  },
  'katha-date-picker': {
    attributes: { label: 'Publish on', name: 'day', value: '2026-11-26', min: '2026-01-01', required: true },
  },
  'katha-dialog': { attributes: { label: 'Details' }, children: '<p>Body</p>' },
  'katha-drawer': { attributes: { label: 'Menu' }, children: '<p>Body</p>' },
  'katha-empty-state': { attributes: { heading: 'Nothing here', message: 'Come back later' } },
  // `lang` as a property, as a @lit/react wrapper sets it (the server's DOM shim does not
  // reflect it to the attribute): its retry button is in Kannada on both sides.
  'katha-error-state': { attributes: { message: 'Could not load' }, properties: { lang: 'kn-IN' } },
  'katha-icon-button': { attributes: { icon: 'search', label: 'Search' } },
  'katha-language-switcher': { attributes: { value: 'hi-IN' } },
  'katha-list': {
    attributes: { label: 'Folders', interactive: true, selected: 'inbox', dividers: true },
    properties: {
      items: [
        { id: 'asha', primary: 'Asha Rao', secondary: 'Monsoon letters', avatar: 'Asha Rao', meta: '2h' },
        { id: 'inbox', primary: 'Inbox', icon: 'inbox', meta: '4' },
        { id: 'read', primary: 'Monsoon letters', icon: 'article', href: '/core/article/monsoon-letters' },
      ],
    },
  },
  'katha-logo': {},
  'katha-nav-menu': {
    attributes: { 'current-path': '/articles' },
    properties: {
      items: [
        { id: 'home', title: 'Home', icon: 'home', href: '/' },
        {
          id: 'read',
          title: 'Read',
          icon: 'article',
          children: [{ id: 'articles', title: 'Articles', href: '/articles' }],
        },
      ],
    },
  },
  'katha-newsletter-form': {},
  // Closed, as a page renders it. An id of its own: else each instance numbers its own.
  'katha-popover': {
    attributes: { id: 'filters-popover', for: 'filters', label: 'Filters' },
    children: '<p>Topics</p>',
  },
  'katha-profile-card': { attributes: { name: 'Asha Rao', 'role-label': 'Writer' } },
  'katha-profile-menu': { attributes: { name: 'Asha Rao', 'can-write': true } },
  'katha-radio': { attributes: { value: 'poem', label: 'Poem', checked: true } },
  'katha-radio-group': {
    attributes: { label: 'Format', name: 'format', value: 'poem', orientation: 'horizontal' },
    children: '<katha-radio value="story">Story</katha-radio><katha-radio value="poem">Poem</katha-radio>',
  },
  'katha-rating': { attributes: { name: 'stars', label: 'Story', value: 3, required: true } },
  'katha-search-box': { attributes: { value: 'monsoon' } },
  'katha-select': {
    attributes: { label: 'City', name: 'city', value: 'mys', required: true },
    properties: {
      options: [
        { value: 'blr', label: 'Bengaluru' },
        { value: 'mys', label: 'Mysuru' },
        { value: 'hbl', label: 'Hubballi', disabled: true },
      ],
    },
  },
  'katha-skeleton': { attributes: { variant: 'card' } },
  'katha-slider': {
    attributes: { label: 'Price', range: true, 'value-start': 100, 'value-end': 400, max: 1000 },
  },
  'katha-stepper': {
    attributes: { current: 1, linear: true },
    properties: {
      steps: [
        { id: 'account', label: 'Account' },
        { id: 'profile', label: 'Profile', optional: true },
        { id: 'review', label: 'Review' },
      ],
      errors: ['profile'],
    },
  },
  'katha-switch': { attributes: { name: 'digest', checked: true, label: 'Weekly digest' } },
  'katha-tabs': {
    attributes: { selected: 'b', label: 'Sections' },
    properties: {
      tabs: [
        { id: 'a', label: 'Stories' },
        { id: 'b', label: 'Poems' },
      ],
    },
  },
  'katha-text-field': { attributes: { label: 'Name', value: 'Asha', counter: true, maxlength: 40 } },
  'katha-textarea': { attributes: { label: 'About you', value: 'Poet', counter: true, maxlength: 200 } },
  'katha-time-picker': {
    attributes: { label: 'Starts at', name: 'at', value: '14:30', min: '09:00', max: '18:00', interval: 15 },
  },
  'katha-toast': { attributes: { message: 'Saved' } },
  'katha-toggle-button': { attributes: { kind: 'bookmark', pressed: true, count: 3 } },
  'katha-tooltip': {
    attributes: { id: 'save-tip', for: 'save', placement: 'bottom' },
    children: 'Saves a draft',
  },
  'katha-transfer-list': {
    attributes: { label: 'Topics', name: 'topics', required: true },
    properties: {
      items: [
        { value: 'poetry', label: 'Poetry' },
        { value: 'travel', label: 'Travel' },
        { value: 'food', label: 'Food', disabled: true },
      ],
      value: ['travel'],
    },
  },
  // A `lang` of its own, other than the page's: the elements in its shadow root (logo, search,
  // profile menu) follow it on the server as in the browser.
  'katha-top-bar': {
    attributes: { 'current-path': '/', 'can-write': true, lang: 'kn-IN' },
    properties: { user: { name: 'Asha Rao' } },
  },
  'katha-typography': { attributes: { variant: 'h1', as: 'h2', color: 'primary' }, children: 'Katha' },
  'katha-user-stats-dialog': {
    properties: {
      stats: { reading_points: 1200, reading_level: 3, reading_bonus: 50, total_earnings: 1234.5 },
    },
  },
  'katha-writer-banner': {},
};
