// Pure helpers behind the message check (test/catalog.test.ts). Node-only; not shipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * THE convention for message ids in source: the id is a string literal, written as the
 * first argument of a call named `t` — `this.t('button.loading')`, `i18n.t('common.retry',
 * { … })`, `t('nav.home')`. Ids look like `<namespace>.<key>`. Never build ids at run time
 * (`t(\`theme.${name}\`)`): write each literal out so this check can see it.
 */
export const MESSAGE_CALL = /(?<![\w$])t\(\s*(['"`])([a-z][a-z0-9-]*\.[A-Za-z0-9_.-]+)\1/g;

/** Message ids used in one source text. */
export function extractIds(source: string): string[] {
  return [...source.matchAll(MESSAGE_CALL)].map((match) => match[2]!);
}

const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'generated', '.turbo']);

/** The source files under the given folders (missing folders are skipped). */
function sourceFiles(roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (SOURCE_FILE.test(entry.name)) files.push(path);
    }
  };
  for (const root of roots) {
    if (statSync(root, { throwIfNoEntry: false })?.isDirectory()) walk(root);
  }
  return files;
}

/** Every id used under the given folders, with where it is used. */
export function collectIds(roots: readonly string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const path of sourceFiles(roots)) {
    for (const id of extractIds(readFileSync(path, 'utf8'))) used.set(id, [...(used.get(id) ?? []), path]);
  }
  return used;
}

/** `common` is registered by the runtime itself (read times); every other namespace on import. */
const ALWAYS_REGISTERED = new Set(['common']);

/**
 * The namespaces a source text uses but does not register: it must import each namespace's module,
 * '@katha/i18n/messages/<namespace>' for the kit's (or '@katha/i18n', which registers them all),
 * its own generated `…/messages/<namespace>.js` for a workspace's own catalogs (the site's, the embeds').
 * Test files are exempt (their fixtures may load everything).
 */
export function unregisteredNamespaces(source: string): string[] {
  if (/from\s+['"]@katha\/i18n['"]|import\s+['"]@katha\/i18n['"]/.test(source)) return [];
  const used = new Set(extractIds(source).map((id) => id.slice(0, id.indexOf('.'))));
  return [...used]
    .filter((namespace) => !ALWAYS_REGISTERED.has(namespace))
    .filter((namespace) => !new RegExp(`['"][^'"]*/messages/${namespace}(\\.js)?['"]`).test(source))
    .sort();
}

/** Every source file (tests aside) under the given folders that uses a namespace it does not register. */
export function findUnregistered(roots: readonly string[]): string[] {
  return sourceFiles(roots)
    .filter((path) => !/\.test\.[a-z]+$/.test(path))
    .flatMap((path) => {
      const missing = unregisteredNamespaces(readFileSync(path, 'utf8'));
      return missing.length > 0 ? [`${path}: import the messages of ${missing.join(', ')}`] : [];
    });
}

/** The argument names of an ICU message, with their kind ("plural:count", "tag:b", "string:name"). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          names.add(`string:${element.value}`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          names.add(`${TYPE[element.type]}:${element.value}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          names.add(`${element.type === TYPE.plural ? 'plural' : 'select'}:${element.value}`);
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.tag:
          names.add(`tag:${element.value}`);
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

export type Catalogs = Readonly<Record<string, Readonly<Record<string, string | undefined>>>>;

/**
 * Everything wrong with the catalogs: ids used in source but missing in a locale, ids
 * defined in one locale but not another, messages that do not parse, and messages whose
 * ICU arguments differ from English.
 */
export function findProblems(catalogs: Catalogs, usedIds: Iterable<string>, reference = 'en'): string[] {
  const problems: string[] = [];
  const locales = Object.keys(catalogs);
  for (const id of new Set(usedIds)) {
    for (const locale of locales) {
      if (catalogs[locale]?.[id] === undefined)
        problems.push(`${id}: used in source but missing in ${locale}`);
    }
  }
  const allIds = new Set(locales.flatMap((locale) => Object.keys(catalogs[locale] ?? {})));
  for (const id of [...allIds].sort()) {
    const argsByLocale = new Map<string, string>();
    for (const locale of locales) {
      const message = catalogs[locale]?.[id];
      if (message === undefined) {
        problems.push(`${id}: missing in ${locale}`);
        continue;
      }
      try {
        argsByLocale.set(locale, messageArguments(message).join(', '));
      } catch (error) {
        problems.push(`${id} (${locale}): invalid ICU message: ${(error as Error).message}`);
      }
    }
    const expected = argsByLocale.get(reference);
    if (expected === undefined) continue;
    for (const [locale, args] of argsByLocale) {
      if (args !== expected) {
        problems.push(`${id} (${locale}): ICU arguments [${args}] differ from ${reference}'s [${expected}]`);
      }
    }
  }
  return problems;
}

/**
 * The namespaces each catalogs folder (`<dir>/<namespace>/`) holds that another holds too: a
 * namespace has one owner (the kit, the site or the embeds), else its messages would replace each other.
 */
export function sharedNamespaces(dirs: readonly string[]): string[] {
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const dir of dirs) {
    for (const namespace of readdirSync(dir, { withFileTypes: true })) {
      if (!namespace.isDirectory()) continue;
      if (seen.has(namespace.name)) shared.push(namespace.name);
      seen.add(namespace.name);
    }
  }
  return shared.sort();
}

/** The raw ICU strings of every `<dir>/<namespace>/<locale>.json` of the given folders, merged by locale. */
export function loadCatalogs(...dirs: string[]): Record<string, Record<string, string>> {
  const catalogs: Record<string, Record<string, string>> = {};
  for (const dir of dirs) {
    for (const namespace of readdirSync(dir, { withFileTypes: true })) {
      if (!namespace.isDirectory()) continue;
      for (const file of readdirSync(join(dir, namespace.name))) {
        const locale = file.replace(/\.json$/, '');
        catalogs[locale] = {
          ...catalogs[locale],
          ...JSON.parse(readFileSync(join(dir, namespace.name, file), 'utf8')),
        };
      }
    }
  }
  return catalogs;
}
