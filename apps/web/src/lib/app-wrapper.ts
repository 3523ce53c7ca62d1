/**
 * Inside the mobile app's web view the site shows no header. The wrapper opens the site with
 * `?app=1` once (remembered for the visit in sessionStorage) or sends a user agent containing
 * `KathaApp`.
 */
const KEY = 'katha-in-app';

export function isInAppWrapper(): boolean {
  if (typeof window === 'undefined') return false;
  const flag = new URLSearchParams(location.search).get('app');
  try {
    if (flag === '1') sessionStorage.setItem(KEY, 'true');
    if (flag === '0') sessionStorage.removeItem(KEY);
    if (sessionStorage.getItem(KEY) === 'true') return true;
  } catch {
    if (flag === '1') return true;
  }
  return /\bKathaApp\b/.test(navigator.userAgent);
}
