/** Types of s3.mjs: a throwaway S3-compatible store (s3rver) on loopback. */
export interface RunningS3 {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the bucket in. */
  directory: string;
  /** KATHA_S3_* for a CMS that keeps its uploads in this bucket. */
  env: Record<string, string>;
  /** The keys of the objects in the bucket. */
  keys(): Promise<string[]>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}
export declare function startS3(options?: { bucket?: string; port?: number }): Promise<RunningS3>;
