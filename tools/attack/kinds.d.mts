/** Types of kinds.mjs: issue 28's kinds of attack that are not a query on a GET route. */
import type { Failure } from './oracle.mjs';
import type { Probe, ProbeResult } from './probes.mjs';
import type { Route } from './schema.mjs';

type Params = Record<string, unknown>;
type Sendable = Omit<Probe, 'id'> & { id?: number };

export declare const sendRaw: (
  base: string,
  probes: Sendable[],
  tokens?: Record<string, string>,
  options?: { concurrency?: number; credentials?: (token: string) => Record<string, string> },
) => Promise<ProbeResult[]>;
export declare const SPELLINGS: Record<string, (template: string) => string>;
export declare const fillRoute: (
  template: string,
  uid: string | undefined,
  params: Params,
  fallback?: string,
) => string | undefined;
export declare const spellRoute: (route: Route, params: Params) => [string, string][];
export declare const spellingProbes: (options: { routes: Route[]; params: Params }) => Probe[];
export declare const judgeSpellings: (results: ProbeResult[]) => Failure[];
export interface ContractOperation {
  method: string;
  path: string;
  pattern: RegExp;
  query: { name: string; style?: string; schema?: unknown }[];
}
export declare const contractOperations: (spec?: unknown) => ContractOperation[];
export declare const FORMS: Record<string, (key: string, value: string, other: string) => string>;
export declare const formProbes: (options: {
  routes: Route[];
  params: Params;
  open: (route: string, role: string) => boolean;
  operations?: ContractOperation[];
}) => Probe[];
export declare const judgeForms: (results: ProbeResult[]) => Failure[];
export declare const foreignOrigins: (base: string) => string[];
export declare const corsProbes: (options: {
  targets: { path?: string; method?: string; body?: unknown }[];
  origins: string[];
  role: string;
}) => Omit<Probe, 'id'>[];
export declare const judgeCors: (results: ProbeResult[]) => Failure[];
