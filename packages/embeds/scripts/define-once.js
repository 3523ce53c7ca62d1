// Injected into the single-file standalone modules (scripts/build-standalone.mjs) in place of the
// global `customElements`: each single-file widget carries the kit's elements it renders, so two of
// them on one page (a card and a list both bring katha-article-card) would define a tag twice, which
// throws. The first definition of a tag is kept and the later ones are skipped: the element works the
// same whichever copy defined it (data goes in through properties and attributes).
const registry = globalThis.customElements;

export const customElements = {
  define: (name, element, options) => registry.get(name) || registry.define(name, element, options),
  get: (name) => registry.get(name),
  getName: (element) => registry.getName(element),
  upgrade: (root) => registry.upgrade(root),
  whenDefined: (name) => registry.whenDefined(name),
};
