/** Types of cms-build.mjs, for the TypeScript test harness (cms.mjs's callers) and the CMS's tests. */
export declare const CMS_DIR: string;
export declare const cmsRequire: NodeJS.Require;
export declare const newest: (...entries: string[]) => number;
export declare const mtime: (file: string) => number;
export declare const strapiBin: () => string;
export declare const withLock: <T>(name: string, fn: () => T | Promise<T>) => Promise<T>;
export declare const serverSourcesMtime: () => number;
export declare const buildServer: (options?: { force?: boolean; quiet?: boolean }) => Promise<boolean>;
