import { KathaAvatar } from '@katha/react/avatar';
import { KathaLogo } from '@katha/react/logo';
import type { Article } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useAsync } from '../../lib/async.js';
import { paths } from '../../lib/paths.js';
import { loadLatest, useLoaderContext } from '../../loaders.js';
import { ErrorState } from '../../parts/error-state.js';
import { Loading } from '../../parts/loading.js';
import { usePageTitle } from '../../parts/page-title.js';
import { localeAtom, useI18n } from '../../state/locale.js';
import { AppLink } from '../shared/app-link.js';
import { usePlans } from '../theme-pages/plans.js';
import { THEME_PAGES_STYLES } from '../theme-pages/styles.js';
import '../../generated/messages/web-template-theme-pages.js';

const FEATURES = ['languages', 'editor', 'earn', 'community'] as const;
/** Sample readers and writers (names stay as they are; their words and places are translated). */
const TESTIMONIALS = [
  { n: '1', name: 'Kaveri Hegde' },
  { n: '2', name: 'Imran Siddiqui' },
  { n: '3', name: 'Meera Kulkarni' },
] as const;
/** How many of the latest stories the live strip shows. */
const LATEST = 4;

/** The live strip: the CMS's latest published stories in the page's language (loading, empty and error states). */
function LatestStories() {
  const i18n = useI18n();
  const { t } = i18n;
  const { client } = useLoaderContext();
  const locale = useAtomValue(localeAtom);
  const latest = useAsync(
    async () => (await loadLatest(client, { locale, profileId: null })).data.slice(0, LATEST),
    [client, locale],
  );
  if (latest.status === 'error' && !latest.data) return <ErrorState onRetry={latest.reload} />;
  if (!latest.data) return <Loading count={LATEST} variant="text" />;
  if (latest.data.length === 0) return <p>{t('web-template-theme-pages.landing.latestEmpty')}</p>;
  return (
    <ul className="landing__grid" data-testid="landing-latest">
      {latest.data.map((article: Article) => (
        <li key={article.documentId} className="landing__tile">
          <AppLink href={paths.article(article.slug ?? article.documentId)}>{article.title}</AppLink>
          {article.author?.name ? (
            <p className="tp-muted">
              {t('web-template-theme-pages.landing.by', { name: article.author.name })}
            </p>
          ) : null}
          {article.read_time ? <p className="tp-muted">{i18n.formatReadTime(article.read_time)}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The pricing teaser: the cheapest monthly plan's price from the CMS, when there is one. */
function PricingTeaser() {
  const i18n = useI18n();
  const { t } = i18n;
  const plans = usePlans();
  const monthly = plans.data?.find((plan) => plan.interval !== 'year' && plan.price);
  return (
    <p>
      {monthly?.price
        ? t('web-template-theme-pages.landing.pricingFrom', {
            price: i18n.formatRupees(monthly.price),
          })
        : t('web-template-theme-pages.landing.pricingText')}
    </p>
  );
}

/**
 * /landingpage: Katha's marketing page, full width and full screen (the blank layout, neither the
 * site's header nor the template's sidebar): the hero with its calls to action (read: the home
 * page; write: the editor), the features, a live strip of the CMS's latest stories, testimonials,
 * a pricing teaser over the CMS's plans, and a footer.
 */
export default function LandingPage() {
  const { t } = useI18n();
  usePageTitle(t('web-template-theme-pages.landing.title'));
  return (
    <div className="landing">
      <style>{THEME_PAGES_STYLES}</style>
      <section className="landing__band landing__hero" aria-labelledby="landing-hero">
        <div className="landing__inner">
          <div className="landing__top">
            <KathaLogo href={paths.home} />
          </div>
          <h1 id="landing-hero">{t('web-template-theme-pages.landing.hero')}</h1>
          <p className="landing__lead">{t('web-template-theme-pages.landing.heroText')}</p>
          <div className="landing__actions">
            <AppLink href={paths.home} className="landing__cta">
              {t('web-template-theme-pages.landing.read')}
            </AppLink>
            <AppLink href={paths.write} className="landing__cta landing__cta--outlined">
              {t('web-template-theme-pages.landing.write')}
            </AppLink>
          </div>
        </div>
      </section>
      <section className="landing__band" aria-labelledby="landing-features">
        <div className="landing__inner">
          <h2 id="landing-features">{t('web-template-theme-pages.landing.features')}</h2>
          <ul className="landing__grid">
            {FEATURES.map((id) => (
              <li key={id} className="landing__tile">
                <h3>{t(`web-template-theme-pages.landing.${id}Title`)}</h3>
                <p>{t(`web-template-theme-pages.landing.${id}Text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="landing__band landing__band--muted" aria-labelledby="landing-latest">
        <div className="landing__inner">
          <h2 id="landing-latest">{t('web-template-theme-pages.landing.latest')}</h2>
          <LatestStories />
          <p>
            <AppLink href={paths.home} className="landing__link">
              {t('web-template-theme-pages.landing.allStories')}
            </AppLink>
          </p>
        </div>
      </section>
      <section className="landing__band" aria-labelledby="landing-testimonials">
        <div className="landing__inner">
          <h2 id="landing-testimonials">{t('web-template-theme-pages.landing.testimonials')}</h2>
          <ul className="landing__grid">
            {TESTIMONIALS.map(({ n, name }) => (
              <li key={n} className="landing__tile">
                <figure className="landing__quote">
                  <blockquote>{t(`web-template-theme-pages.landing.quote${n}`)}</blockquote>
                  <figcaption className="template-row">
                    <KathaAvatar name={name} size="sm" />
                    <span>
                      {name}, {t(`web-template-theme-pages.landing.role${n}`)}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="landing__band landing__band--muted" aria-labelledby="landing-pricing">
        <div className="landing__inner">
          <h2 id="landing-pricing">{t('web-template-theme-pages.landing.pricing')}</h2>
          <PricingTeaser />
          <div className="landing__actions">
            <AppLink href="/theme-pages/pricing" className="landing__cta landing__cta--outlined">
              {t('web-template-theme-pages.landing.seePlans')}
            </AppLink>
          </div>
        </div>
      </section>
      <footer className="landing__band landing__footer">
        <div className="landing__inner">
          <p>
            <strong>{t('web-template-theme-pages.landing.footer')}</strong> ·{' '}
            {t('web-template-theme-pages.landing.footerText')}
          </p>
          <nav aria-label={t('web-template-theme-pages.landing.footer')}>
            <ul>
              <li>
                <AppLink href={paths.home}>{t('web-template-theme-pages.landing.read')}</AppLink>
              </li>
              <li>
                <AppLink href={paths.write}>{t('web-template-theme-pages.landing.write')}</AppLink>
              </li>
              <li>
                <AppLink href={paths.terms}>{t('web-template-theme-pages.landing.terms')}</AppLink>
              </li>
              <li>
                <AppLink href="/dashboards/modern">{t('web-template-theme-pages.landing.gallery')}</AppLink>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
