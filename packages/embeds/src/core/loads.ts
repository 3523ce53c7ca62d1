import type { Locale } from '@katha/i18n/translate';

/**
 * A widget's loads (every embed's, whatever its base class): the one in flight is aborted when
 * another starts or the widget leaves the page, and a load interrupted by leaving runs again when
 * the widget comes back (a move within the page).
 */
export class Loads {
  #controller?: AbortController;
  #interrupted = false;
  #locale?: Locale;

  /** Whether the data shown was loaded in another locale than `locale`. */
  localeChanged(locale: Locale): boolean {
    return this.#locale !== locale;
  }

  /** Starts a load in `locale`: aborts the one in flight and returns the new one's signal. */
  begin(locale: Locale): AbortSignal {
    this.#locale = locale;
    this.#controller?.abort();
    this.#controller = new AbortController();
    return this.#controller.signal;
  }

  /** The load of `signal` settled: a later disconnection has nothing to interrupt. */
  end(signal: AbortSignal): void {
    if (this.#controller?.signal === signal) this.#controller = undefined;
  }

  /** The widget left the page: aborts the load in flight, to run again on `connected`. */
  disconnected(): void {
    if (!this.#controller) return;
    this.#controller.abort();
    this.#controller = undefined;
    this.#interrupted = true;
  }

  /** The widget is (back) on the page: whether a load was interrupted and must run again. */
  connected(): boolean {
    const interrupted = this.#interrupted;
    this.#interrupted = false;
    return interrupted;
  }
}
