/** Types of postgres.mjs: a throwaway PostgreSQL cluster on loopback. */
export interface RunningPostgres {
  /** postgres://katha@127.0.0.1:<port>/postgres (trust authentication) */
  url: string;
  port: number;
  /** The server's process group leader. */
  pid: number;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}
export declare function startPostgres(options?: { port?: number }): Promise<RunningPostgres>;
