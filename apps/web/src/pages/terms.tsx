import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-terms.js';

const SECTIONS = [
  ['web-terms.yourWorkTitle', 'web-terms.yourWork'],
  ['web-terms.respectTitle', 'web-terms.respect'],
  ['web-terms.privacyTitle', 'web-terms.privacy'],
  ['web-terms.changesTitle', 'web-terms.changes'],
] as const;

/** `/terms`: Katha's terms of use, in the interface's language (linked from "I accept Katha's terms of use"). */
export default function TermsPage() {
  const { t } = useI18n();
  usePageTitle(t('web-terms.title'));
  return (
    <article className="terms">
      <h1 className="section-title">{t('web-terms.title')}</h1>
      <p>{t('web-terms.intro')}</p>
      {SECTIONS.map(([title, body]) => (
        <section key={title}>
          <h2>{t(title)}</h2>
          <p>{t(body)}</p>
        </section>
      ))}
    </article>
  );
}
