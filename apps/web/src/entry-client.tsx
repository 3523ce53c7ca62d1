// The app's entry, which the page's script (src/boot.ts) imports once the page has painted. The
// stylesheets are static (the server inlines them into the page), so the server's markup is styled
// before this runs. Lit's hydrate support comes first, before any of the kit's elements is defined:
// they hydrate their server-rendered shadow roots (packages/ui README, "Server rendering"); then the
// app (src/start.tsx). Both are static imports in this order, and the build puts everything they
// load in one chunk (vite.config.ts, the `app` group of `$initial` modules), so the module order is
// the order they run in: hydrate support (which imports lit-html, not LitElement) before LitElement
// reads it. React DOM's client is the one chunk the app imports as it starts (its own task). tests/e2e/hydration.spec.ts checks
// that a kit element keeps its server-rendered shadow root.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import './start.js';
