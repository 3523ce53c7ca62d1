/** Types of cluster.mjs, for the whole-system test (apps/cms/test/cluster.test.ts). */
import type { LaunchedCms } from './cms-process.mjs';
import type { RunningRedis } from './redis.mjs';
import type { RunningS3 } from './s3.mjs';
import type { LaunchedSite } from './site-process.mjs';

export declare const HAPROXY: string;
export interface Running {
  name: string;
  stop(): Promise<unknown>;
}
export interface RunningHaproxy {
  pid: number;
  output(): string;
  stop(): Promise<void>;
}
export interface Cluster {
  dir: string;
  postgresUrl: string;
  redis: RunningRedis;
  s3: RunningS3;
  cms: LaunchedCms[];
  sites: LaunchedSite[];
  haproxy: RunningHaproxy;
  /** The CMS tier's balancer, e.g. http://127.0.0.1:1337 */
  cmsUrl: string;
  /** The site tier's balancer (when there are site servers). */
  webUrl: string | undefined;
  publicUrl: string;
  stop(): Promise<void>;
}
export declare const haproxyConfig: (options: {
  cms?: string[];
  web?: string[];
  cmsPort: number;
  webPort: number;
}) => string;
export declare const startHaproxy: (
  config: string,
  dir: string,
  log?: (line: string) => void,
) => Promise<RunningHaproxy>;
export declare const answers: (url: string, status: number) => Promise<void>;
export declare const stopRunning: (running: Running[], log?: (line: string) => void) => Promise<void>;
export declare const startCluster: (options?: {
  cmsInstances?: number;
  webInstances?: number;
  cmsPort?: number;
  webPort?: number;
  seed?: 'full' | 'minimal' | 'none';
  /** A database to use (with `schema`) instead of a throwaway PostgreSQL cluster. */
  postgresUrl?: string;
  schema?: string;
  publicUrl?: string;
  log?: (line: string) => void;
  echo?: boolean;
  running?: Running[];
}) => Promise<Cluster>;
