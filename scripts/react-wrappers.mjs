// Writes an @lit/react wrapper for every element of a Custom Elements Manifest: <outDir>/<name>.ts
// (one entry point per element) and <outDir>/index.ts. Props are typed from the element class;
// each `@fires katha-<verb>` becomes an `onKatha<Verb>` prop typed from the global
// HTMLElementEventMap. One generator for every package that ships elements: @katha/react wraps
// @katha/ui's (packages/react/scripts/generate.mjs), @katha/editor its own <katha-editor>
// (packages/editor/scripts/react.mjs). Never edit the output: change the element's JSDoc and rebuild.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `katha-remove` → `onKathaRemove`. */
const reactEventName = (event) =>
  `on${event.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())}`;

/**
 * @param {object} options
 * @param {string} options.manifest Path of the custom-elements.json to read.
 * @param {string} options.outDir The folder to write (it holds nothing else: stale files go).
 * @param {(folder: string) => string} options.elementModule Where a wrapper imports its element
 *   class from, given the element's folder (`src/<folder>/<folder>.ts`).
 * @param {string} options.header The first line of every file (what generated it, from what).
 * @returns {string[]} The wrapped tag names.
 */
export function writeReactWrappers({ manifest: manifestPath, outDir, elementModule, header }) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const HEADER = `${header}\n`;
  const elements = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      const folder = module.path.match(/^src\/([a-z0-9-]+)\/\1\.ts$/)?.[1];
      if (!folder) throw new Error(`${declaration.tagName}: ${module.path} is not src/<name>/<name>.ts`);
      const events = (declaration.events ?? []).filter((event) => event.name?.startsWith('katha-'));
      elements.push({ name: declaration.name, tagName: declaration.tagName, folder, events });
    }
  }
  elements.sort((a, b) => a.tagName.localeCompare(b.tagName));

  // Write only what changed and delete only stale files: build and typecheck may run this at
  // the same time, and neither must see a half-empty folder.
  mkdirSync(outDir, { recursive: true });
  const written = new Set();
  function write(file, content) {
    written.add(file);
    const path = join(outDir, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) writeFileSync(path, content);
  }
  for (const { name, tagName, folder, events } of elements) {
    const eventLines = events.map(
      (event) =>
        `    ${reactEventName(event.name)}: '${event.name}' as EventName<HTMLElementEventMap['${event.name}']>,`,
    );
    write(
      `${folder}.ts`,
      // React's default import (the CommonJS exports object itself), not `import * as React`:
      // on a server, @lit-labs/ssr-react patches that object's createElement, and Node gives an ES
      // module's namespace import a copy taken before the patch (packages/react/test/ssr.mjs).
      `${HEADER}import { ${name} as ${name}Element } from '${elementModule(folder)}';
import { createComponent${events.length ? ', type EventName' : ''} } from '@lit/react';
import React from 'react';

/** React wrapper of \`<${tagName}>\`. */
export const ${name} = createComponent({
  tagName: '${tagName}',
  elementClass: ${name}Element,
  react: React,
  events: {${eventLines.length ? `\n${eventLines.join('\n')}\n  ` : ''}},
  displayName: '${name}',
});
`,
    );
  }
  write(
    'index.ts',
    `${HEADER}${elements.map(({ name, folder }) => `export { ${name} } from './${folder}.js';`).join('\n')}\n`,
  );
  for (const file of readdirSync(outDir)) if (!written.has(file)) rmSync(join(outDir, file));
  return elements.map((element) => element.tagName);
}
