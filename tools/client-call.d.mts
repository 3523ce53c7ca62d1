/** Types of client-call.mjs. */
import type { IncomingHttpHeaders } from 'node:http';
export interface ClientAnswer<T = unknown> {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed JSON, or else the text. */
  body: T;
}
export declare const callFrom: <T = unknown>(
  base: string,
  path: string,
  options?: { method?: string; localAddress?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<ClientAnswer<T>>;
