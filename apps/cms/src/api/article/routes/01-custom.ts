/** Custom article routes; the file name sorts before the core router so `/articles/trending` is not read as an id. */
export default {
  routes: [
    { method: 'GET', path: '/articles/trending', handler: 'api::article.article.trending' },
    { method: 'GET', path: '/articles/surprise-me', handler: 'api::article.article.surpriseMe' },
    // The caller's own bookmarks (signed in; never cached: src/middlewares/response-cache.ts).
    { method: 'GET', path: '/articles/bookmarked', handler: 'api::article.article.bookmarked' },
    // An opening (a view) and a read (README.md, Read events).
    { method: 'POST', path: '/articles/:id/view', handler: 'api::article.article.view' },
    { method: 'POST', path: '/articles/:id/read', handler: 'api::article.article.read' },
  ],
};
