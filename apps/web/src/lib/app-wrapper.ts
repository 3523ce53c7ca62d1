/**
 * Inside the mobile app's web view the site shows no header. The wrapper opens the site with
 * `?app=1` once (remembered for the visit in sessionStorage) or sends a user agent containing
 * `KathaApp`.
 */
const KEY = 'katha-in-app';

/**
 * Remembers `?app=1` (or forgets it on `?app=0`) for the visit, touching storage only when the
 * address says either: the boot script calls it at once, while the page is still loading.
 */
export function rememberAppWrapperFlag(): string | null {
  if (typeof window === 'undefined') return null;
  const flag = new URLSearchParams(location.search).get('app');
  try {
    if (flag === '1') sessionStorage.setItem(KEY, 'true');
    if (flag === '0') sessionStorage.removeItem(KEY);
  } catch {
    // No storage: the flag counts for this page only.
  }
  return flag;
}

export function isInAppWrapper(): boolean {
  if (typeof window === 'undefined') return false;
  const flag = rememberAppWrapperFlag();
  if (flag === '1') return true;
  try {
    if (sessionStorage.getItem(KEY) === 'true') return true;
  } catch {
    // No storage: only this page's address and the user agent say.
  }
  return /\bKathaApp\b/.test(navigator.userAgent);
}
