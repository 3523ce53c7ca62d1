/** Types of cms-process.mjs, for the TypeScript test harness in tests/support/cms.ts. */
export interface LaunchedCms {
  url: string;
  stop(): Promise<void>;
  logs(): string;
}
export declare const freePort: () => Promise<number>;
export declare const launchCms: (options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
  echo?: boolean;
}) => Promise<LaunchedCms>;
