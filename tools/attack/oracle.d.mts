/** Types of oracle.mjs: what an answer leaks, and the judgement of a run. */
import type { Probe, ProbeResult } from './probes.mjs';
import type { SchemaType } from './schema.mjs';

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

export declare const MAX_BYTES: number;
export declare const rowsOf: (body: unknown) => unknown[];
export declare const fingerprint: (body: unknown) => string;
export declare const inspect: (body: unknown, uid: string | undefined, options: InspectOptions) => string[];
export declare const judge: (results: ProbeResult[], context: (role: string) => unknown) => Failure[];
