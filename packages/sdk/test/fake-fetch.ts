/** A stand-in fetch for unit tests of logic and of error paths a real server cannot produce on demand. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function list<T>(data: T[]) {
  return json({ data, meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: data.length } } });
}

export function fakeFetch(handler: Handler) {
  const calls: Call[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = {
      method: request.method,
      path: decodeURIComponent(url.pathname.replace(/^\/api/, '')),
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch, calls };
}

export function article(documentId: string, extra: Record<string, unknown> = {}) {
  return {
    id: documentId.length,
    documentId,
    title: `Title ${documentId}`,
    slug: documentId,
    locale: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
