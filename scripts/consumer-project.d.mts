/** Types of consumer-project.mjs, for the TypeScript tests (tests/packages/consumer.ts). */
export declare const REPO: string;
export declare function sh(
  command: string,
  args: string[],
  cwd: string,
  env?: NodeJS.ProcessEnv,
): Promise<string>;
export declare function publishedPackages(): Map<string, { dir: string; manifest: Record<string, unknown> }>;
export declare function installConsumer(options: {
  name: string;
  thirdParty: Record<string, string>;
  prefix?: string;
  dir?: string;
  scripts?: boolean;
}): Promise<{ dir: string; packed: string[] }>;
