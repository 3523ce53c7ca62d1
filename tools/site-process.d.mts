/** Types of site-process.mjs, for its TypeScript callers (the journeys' setup, the cluster's types). */
export interface LaunchedSite {
  url: string;
  port: number;
  pid: number | undefined;
  /** SIGTERM; resolves to whether the server exited by itself within 15 s (else it was killed). */
  stop(): Promise<boolean>;
  output(): string;
}
export declare const WEB_DIR: string;
export declare const isBuilt: (webDir?: string) => boolean;
export declare function launchSite(options: {
  cmsUrl: string;
  webDir?: string;
  port?: number;
  nodeFlags?: string[];
  env?: Record<string, string>;
  /** The most to wait until it listens, however busy the machine (default 15 minutes). */
  timeoutMs?: number;
  /** Give up after this long without output or CPU time from the process (default 2 minutes). */
  stallMs?: number;
}): Promise<LaunchedSite>;
