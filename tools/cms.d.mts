/** Types of cms.mjs: a real CMS for tests and benches. */

/** The password of every account the seed makes and of the dev admin (apps/cms/seed-content/authors.json). */
export declare const SEED_PASSWORD: string;
/** The dev admin-panel account the CMS creates outside production (see apps/cms/README.md). */
export declare const CMS_ADMIN: { readonly email: 'admin@katha.dev'; readonly password: string };
/** Signs the dev admin in to the admin panel of the CMS at `url`; resolves with the token. */
export declare const adminLogin: (url: string) => Promise<string>;
/** Moves back, by `seconds`, when the reader with that profile opened the article. */
export declare const backdateOpening: (
  url: string,
  adminJwt: string,
  options: { articleId: string; profileDocumentId: string; seconds: number },
) => Promise<void>;

export type SeedOption = boolean | 'minimal';

export interface StartCmsOptions {
  /** 'sqlite' (default): a temporary file; `{ postgresUrl }`: a new schema in that database, dropped on stop. */
  database?: 'sqlite' | { postgresUrl: string };
  /** false (default): roles, permissions and locales only; true: the full demo seed; 'minimal': the seed's small set. */
  seed?: SeedOption;
  /** Extra environment variables for the CMS process. */
  env?: Record<string, string>;
  /**
   * The most to wait for the CMS to answer (ms), however busy it is; it fails sooner when the
   * process exits or makes no progress (cms-process.mjs). Default 15 minutes.
   */
  timeoutMs?: number;
}

export interface RunningCms {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** e.g. http://127.0.0.1:41234/api */
  apiUrl: string;
  /**
   * Its KATHA_PROXY_KEY (a fresh one unless `env` sets it): a request carrying it in
   * X-Katha-Proxy-Key is the site's server's, and its last X-Forwarded-For entry is the client.
   */
  proxyKey: string;
  /** The last lines the CMS printed, for error messages. */
  logs(): string;
  /** Stops the process and removes its database (and, unseeded, its uploads). */
  stop(): Promise<void>;
}

/** Folds the write-ahead log of a stopped CMS's SQLite file into the file. */
export declare const foldWriteAheadLog: (filename: string) => void;
/** Writes a copy of the seeded SQLite template to `filename`. */
export declare const copySeededSqlite: (filename: string, seed?: Exclude<SeedOption, false>) => Promise<void>;
/** Starts a CMS on a free port with a throwaway database and waits until it answers. */
export declare const startCms: (options?: StartCmsOptions) => Promise<RunningCms>;
