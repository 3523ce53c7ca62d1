/**
 * Generates a module per namespace of `messagesDir` (`<namespace>/{en,hi-IN,kn-IN}.json`) into
 * `<outDir>/messages/`, with `<outDir>/all.ts` and `<outDir>/ids.ts` (their `MessageId` type).
 * `runtime` is where the generated modules import `messageTable` and `registerMessages` from
 * (default `@katha/i18n/translate`); `source` names the generator in their header.
 */
export declare function generateCatalogs(options: {
  messagesDir: string;
  outDir: string;
  runtime?: string;
  source: string;
}): void;
