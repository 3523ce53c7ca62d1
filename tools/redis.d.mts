/** Types of redis.mjs: a throwaway redis-server on loopback. */
export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM to its pid) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
}
export declare function startRedis(options?: { port?: number }): Promise<RunningRedis>;
