/** Types of attack-lib.mjs, for the API tests (test/attack.test.ts). */
export interface SchemaType {
  uid: string;
  pluralName?: string;
  draftAndPublish: boolean;
  attributes: Record<string, Record<string, unknown> & { type: string }>;
}
export interface Route {
  method?: string;
  path: string;
  handler: string;
  uid?: string;
}
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
  /** Issue 28's kinds (attack-kinds.mjs): a request other than a GET, its headers and body. */
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
export interface Failure {
  probe: Probe;
  status: number;
  reason: string;
}
export interface Caller {
  key: string;
  id: number;
  username: string;
  email: string;
  profile: string;
  documents: Set<string>;
}
export interface InspectOptions {
  types: Map<string, SchemaType>;
  caller?: Caller;
  strings?: { value: string; owner: string; what: string }[];
  records?: Map<string, { owner: string; what: string }>;
}
type Secrets = Record<string, Record<string, Record<string, Record<string, unknown>>>>;

export declare const USER: string;
export declare const ROLE: string;
export declare const PERMISSION: string;
export declare const FILE: string;
export declare const ARTICLE_UID: string;
export declare const PROFILE_UID: string;
export declare const PRIVATE_NAMES: string[];
export declare const PER_USER_RELATIONS: string[];
export declare const OWNED_TYPES: string[];
export declare const OPERATORS: string[];
export declare const NOMATCH: string;
export declare const MAX_BYTES: number;
export declare const CLASSES: string[][];
export declare const ROLES: string[];
export declare const loadSchema: () => Map<string, SchemaType>;
export interface FilterPath {
  path: string[];
  uids: string[];
  attributes: Record<string, unknown>[];
}
export declare const filterPaths: (types: Map<string, SchemaType>, uid: string) => FilterPath[];
export declare const declaredRoutes: (types: Map<string, SchemaType>) => string[];
export declare const listRoutes: (
  base: string,
  adminJwt: string,
  types: Map<string, SchemaType>,
  options?: { all?: boolean },
) => Promise<Route[]>;
export declare const plainProbes: (options: { routes: Route[]; params: Record<string, unknown> }) => Probe[];
export declare const generateProbes: (options: {
  types: Map<string, SchemaType>;
  routes: Route[];
  owners: string[];
  secrets: Secrets;
  params: Record<string, unknown>;
  open: (route: string, role: string) => boolean;
}) => Probe[];
export declare const rowsOf: (body: unknown) => unknown[];
export declare const fingerprint: (body: unknown) => string;
export declare const inspect: (body: unknown, uid: string | undefined, options: InspectOptions) => string[];
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
export declare const judge: (results: ProbeResult[], context: (role: string) => unknown) => Failure[];
export declare const findings: (options: {
  article: string;
  readerUsername: string;
}) => { name: string; url: string; uid: string }[];
