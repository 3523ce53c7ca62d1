/** Types of build-lib.mjs, for the TypeScript test harness in tests/support/cms.ts. */
export declare const CMS_DIR: string;
export declare const strapiBin: () => string;
export declare const withLock: <T>(name: string, fn: () => T | Promise<T>) => Promise<T>;
export declare const serverSourcesMtime: () => number;
export declare const buildServer: (options?: { force?: boolean; quiet?: boolean }) => Promise<boolean>;
export declare const adminIsFresh: () => boolean;
export declare const buildAdmin: (options?: { force?: boolean }) => Promise<boolean>;
