/**
 * The TypeScript code blocks of the packages' READMEs, as a user copies them.
 *
 * Every block fenced ```ts, ```typescript or ```tsx is compiled, each as a module of its own (a
 * file of a fresh project, `export {}` appended). A block that is deliberately not a program of its
 * own (the kit's recipe for contributors, which shows parts of the kit's own source) carries
 * `no-compile` in its fence's info string: ```ts no-compile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './consumer.js';

/** The READMEs whose blocks are compiled, by the folder name their blocks go to. */
export const READMES = {
  sdk: 'packages/sdk/README.md',
  ui: 'packages/ui/README.md',
  react: 'packages/react/README.md',
  embeds: 'packages/embeds/README.md',
} as const;

export type ReadmeName = keyof typeof READMES;

export interface Block {
  readme: ReadmeName;
  /** 1-based line of the opening fence in the README. */
  line: number;
  lang: 'ts' | 'tsx';
  /** The fence's info string after the language (`no-compile`). */
  info: string[];
  code: string;
  /** The file the block becomes in the consumer project, e.g. `readme/sdk/line-14.ts`. */
  file: string;
}

const LANGS: Record<string, Block['lang']> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/** The TypeScript blocks of one README (fences may be indented, inside list items). */
export function readmeBlocks(readme: ReadmeName): Block[] {
  const lines = readFileSync(join(REPO, READMES[readme]), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', rest = ''] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !(lines[i] ?? '').trim().startsWith(fence); i++)
      body.push(
        (lines[i] ?? '').startsWith(indent) ? (lines[i] ?? '').slice(indent.length) : (lines[i] ?? ''),
      );
    const kind = LANGS[lang.toLowerCase()];
    if (!kind) continue;
    blocks.push({
      readme,
      line: start + 1,
      lang: kind,
      info: rest.split(/\s+/).filter(Boolean),
      code: body.join('\n'),
      file: `readme/${readme}/line-${start + 1}.${kind}`,
    });
  }
  return blocks;
}

/** Where a compiler message about a block's file points in its README. */
export function inReadme(message: string, blocks: Block[]): string {
  return message.replace(
    /readme\/(\w+)\/line-(\d+)\.tsx?\((\d+),(\d+)\)/g,
    (whole, readme, line, row, column) => {
      const block = blocks.find((b) => b.readme === readme && b.line === Number(line));
      if (!block) return whole;
      return `${READMES[block.readme]}:${block.line + Number(row)}:${column}`;
    },
  );
}
