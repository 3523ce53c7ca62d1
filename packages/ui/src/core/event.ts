/** A `katha-<verb>` event as every Katha element fires it: bubbling, composed, typed `detail`. */
export function kathaEvent<T>(name: `katha-${string}`, detail: T, cancelable = false): CustomEvent<T> {
  return new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable });
}
