/** Types of probes.mjs: the probes, their sending, the findings. */
import type { Route, SchemaType } from './schema.mjs';

export interface Probe {
  id: number;
  route: string;
  role: string;
  uid?: string;
  kind: string;
  url: string;
  field?: string;
  op?: string;
  owner?: string;
  pair?: { key: string; side: 'match' | 'control'; order?: boolean };
  /** Issue 28's kinds (kinds.mjs): a request other than a GET, its headers and body. */
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The spelling of the route, the form of a query key, the foreign origin; the probes compared together. */
  spelling?: string;
  form?: string;
  origin?: string;
  group?: string;
}
export interface ProbeResult {
  probe: Probe;
  status: number;
  ms: number;
  bytes: number;
  body: unknown;
  headers?: Record<string, string | string[] | undefined>;
}
type Secrets = Record<string, Record<string, Record<string, Record<string, unknown>>>>;

export declare const OPERATORS: string[];
export declare const NOMATCH: string;
export declare const CLASSES: string[][];
export declare const ROLES: string[];
export interface FilterPath {
  path: string[];
  uids: string[];
  attributes: Record<string, unknown>[];
}
export declare const filterPaths: (types: Map<string, SchemaType>, uid: string) => FilterPath[];
export declare const plainProbes: (options: { routes: Route[]; params: Record<string, unknown> }) => Probe[];
export declare const generateProbes: (options: {
  types: Map<string, SchemaType>;
  routes: Route[];
  owners: string[];
  secrets: Secrets;
  params: Record<string, unknown>;
  open: (route: string, role: string) => boolean;
}) => Probe[];
export declare const sendProbes: (
  base: string,
  probes: Omit<Probe, 'id'>[],
  tokens: Record<string, string>,
  options?: {
    concurrency?: number;
    keepBody?: (probe: Probe) => boolean;
    credentials?: (token: string) => Record<string, string>;
  },
) => Promise<ProbeResult[]>;
export declare const findings: (options: {
  article: string;
  readerUsername: string;
}) => { name: string; url: string; uid: string }[];
