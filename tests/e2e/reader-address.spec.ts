import { callFrom } from '@katha/tools/client-call';
import { cmsApi, expect, test, webUrl } from './helpers.js';

/**
 * A POST from a client of its own: a loopback address (127.0.0.x) as its socket's, the address the
 * site's server sees, as if each were another reader's machine. The answer's headers and text.
 */
const postFrom = async (address: string, url: string, headers: Record<string, string>, body: unknown) => {
  const target = new URL(url);
  const answer = await callFrom(target.origin, `${target.pathname}${target.search}`, {
    method: 'POST',
    localAddress: address,
    headers,
    body,
  });
  return { status: answer.status, headers: JSON.stringify(answer.headers), body: answer.text };
};

/**
 * An anonymous reader's views and reads reach the CMS through the site's `/api`: the site sends the
 * CMS's key (KATHA_PROXY_KEY) with the reader's address, so the CMS counts readers, not the site's
 * server; what a browser sends as a key or a forwarding header changes nothing, and the key is in
 * no answer.
 */
test('anonymous reads through the site count per reader, whatever the reader forges', async () => {
  const key = process.env.KATHA_PROXY_KEY!;
  expect(key).toBeTruthy();
  const listed = await fetch(
    `${cmsApi()}/articles?locale=en&pagination[pageSize]=1&sort[0]=createdAt:desc` +
      '&filters[$or][0][isArchive][$eq]=false&filters[$or][1][isArchive][$null]=true',
  );
  const [article] = ((await listed.json()) as { data: { documentId: string; read_time: number }[] }).data;
  // The same browser everywhere (one user agent, new to this run): only the address tells readers apart.
  const agent = `reader-address-${Date.now()}`;
  const read = async (base: string, address: string, forged: Record<string, string>) => {
    const answer = await postFrom(
      address,
      `${base}/articles/${article!.documentId}/read?locale=en`,
      { 'user-agent': agent, ...forged },
      { seconds: Math.round(0.4 * article!.read_time * 60), progress: 0.95 },
    );
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers + answer.body).not.toContain(key);
    return (JSON.parse(answer.body) as { data: { counted: boolean } }).data.counted;
  };
  const site = `${webUrl()}/api`;
  const forged = (n: number) => ({ 'x-katha-proxy-key': `forged-${n}`, 'x-forwarded-for': `203.0.113.${n}` });

  // Two readers through the site: two reads; the first one's again (another forged header): none.
  expect(await read(site, '127.0.0.51', forged(1))).toBe(true);
  expect(await read(site, '127.0.0.52', forged(1))).toBe(true);
  expect(await read(site, '127.0.0.51', forged(2))).toBe(false);
  // A browser's guess of the key, or the key with a forged address, straight to the CMS: the
  // socket's address counts (the key is the site's: a guess is no key; the CMS's own test has the
  // right one).
  expect(await read(cmsApi(), '127.0.0.53', forged(3))).toBe(true);
  expect(await read(cmsApi(), '127.0.0.53', forged(4))).toBe(false);

  // Nor does any other answer through the site carry the key: an unknown article, an unknown call.
  for (const path of [`/api/articles/nothing-here/read`, '/api/nothing-here']) {
    const answer = await postFrom('127.0.0.51', `${webUrl()}${path}`, forged(5), {});
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.headers + answer.body, path).not.toContain(key);
  }
});
