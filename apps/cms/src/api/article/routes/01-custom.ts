/** Custom article routes; the file name sorts before the core router so `/articles/trending` is not read as an id. */
export default {
  routes: [
    { method: 'GET', path: '/articles/trending', handler: 'api::article.article.trending' },
    { method: 'GET', path: '/articles/surprise-me', handler: 'api::article.article.surpriseMe' },
    { method: 'POST', path: '/articles/:id/read', handler: 'api::article.article.read' },
  ],
};
