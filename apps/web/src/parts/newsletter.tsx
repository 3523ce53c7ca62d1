import { KathaNewsletterForm } from '@katha/react/newsletter-form';
import { KathaApiError } from '@katha/sdk';
import { katha } from '../lib/client.js';

interface NewsletterEvent
  extends CustomEvent<{ email: string; locale: string; waitUntil(p: Promise<unknown>): void }> {}

/**
 * The reason the kit's form shows for a failed sign-up: an invalid address, or a failure. (A
 * repeat sign-up succeeds like a first one: the CMS never tells who is subscribed.)
 */
function reasonOf(error: unknown): { reason: 'invalid' | 'error' } {
  const message = error instanceof KathaApiError && error.status === 400 ? error.message : '';
  return { reason: /email/i.test(message) ? 'invalid' : 'error' };
}

/** The newsletter sign-up, in the reader's language, from the site. */
export function Newsletter() {
  return (
    <KathaNewsletterForm
      data-testid="newsletter"
      onKathaNewsletterSubmit={(event: NewsletterEvent) => {
        const { email, locale } = event.detail;
        event.detail.waitUntil(
          katha
            .POST('/newsletter-subscribers', {
              body: { data: { email, locale: locale as 'en' | 'hi-IN' | 'kn-IN', source: 'site' } },
            })
            .catch((error: unknown) => Promise.reject(reasonOf(error))),
        );
      }}
    />
  );
}
