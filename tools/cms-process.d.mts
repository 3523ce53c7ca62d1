/** Types of cms-process.mjs, for its TypeScript callers (the test harness's, the CMS's tests). */
export interface LaunchedCms {
  url: string;
  /** The CMS process's id (it is the process that serves, no wrapper). */
  pid: number;
  /** The CMS's KATHA_PROXY_KEY: give it to the site's server in front of it. */
  proxyKey: string;
  stop(): Promise<void>;
  logs(): string;
}
export declare const freePort: () => Promise<number>;
/** CPU time (user + system, clock ticks) of a process, or of its main thread; undefined without /proc. */
export declare const cpuTicks: (pid: number, options?: { mainThread?: boolean }) => number | undefined;
/** A fresh random KATHA_PROXY_KEY. */
export declare const newProxyKey: () => string;
export declare const launchCms: (options?: {
  env?: Record<string, string>;
  /** The most to wait for an answer, however busy the machine (default 15 minutes). */
  timeoutMs?: number;
  /** Give up after this long without output or CPU time from the process (default 2 minutes). */
  stallMs?: number;
  echo?: boolean;
}) => Promise<LaunchedCms>;
