// The browser's entry: the page's only script. The stylesheets are static (the server inlines them
// into the page), so the server's markup is styled before this runs. Lit's hydrate support comes
// first, before any of the kit's elements is defined: they hydrate their server-rendered shadow
// roots (packages/ui README, "Server rendering"); then the app (src/start.tsx).
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';

void import('./start.js');
