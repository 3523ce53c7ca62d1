#!/usr/bin/env node
// The import graph between the workspaces: for each workspace, which others its tracked source files
// import (by package name, or by a relative path into another workspace's folder) and how often.
// Issue 32 keeps it one way: no app imports another app, and nothing but tests imports a test helper.
//
//   node tools/import-graph.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Workspace folder (relative to the root) → package name. */
const folders = new Map();
for (const pattern of workspaces) {
  const parent = pattern.endsWith('/*') ? pattern.slice(0, -2) : undefined;
  const candidates = parent
    ? execFileSync('git', ['ls-files', '--', `${parent}/*/package.json`], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter((file) => file.split('/').length === 3)
        .map((file) => path.dirname(file))
    : [pattern];
  for (const folder of candidates) {
    const manifest = path.join(root, folder, 'package.json');
    if (existsSync(manifest)) folders.set(folder, JSON.parse(readFileSync(manifest, 'utf8')).name);
  }
}
const names = new Set(folders.values());
const ownerOf = (file) =>
  [...folders.keys()]
    .filter((folder) => file === folder || file.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length)[0];

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+|require\(\s*)['"]([^'"]+)['"]/g;
const edges = new Map();
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
for (const file of files.filter((name) => /\.(?:m|c)?[jt]sx?$/.test(name))) {
  const from = ownerOf(file);
  if (!from) continue;
  for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
    let to;
    if (specifier.startsWith('@katha/')) {
      const name = specifier.split('/').slice(0, 2).join('/');
      if (names.has(name)) to = name;
    } else if (specifier.startsWith('.')) {
      const target = ownerOf(path.normalize(path.join(path.dirname(file), specifier)));
      if (target && target !== from) to = `${folders.get(target)} (by path)`;
    }
    if (!to || to === folders.get(from)) continue;
    const counts = edges.get(folders.get(from)) ?? new Map();
    counts.set(to, (counts.get(to) ?? 0) + 1);
    edges.set(folders.get(from), counts);
  }
}
for (const [from, counts] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${from} -> ${[...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([to, count]) => `${to} (${count})`)
      .join(', ')}`,
  );
