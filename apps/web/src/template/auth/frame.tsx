import { KathaLogo } from '@katha/react/logo';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.js';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { AppLink } from '../shared/app-link.js';
import { AUTH_DEMO_STYLES } from './styles.js';
import '../../generated/messages/web-template-auth.js';

/** The template's two auth styles: `side` (auth1) and `boxed` (auth2). */
export type AuthStyle = 'side' | 'boxed';

/** An open book with lines of text: the side style's picture (decorative). */
export function BookPicture() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <path d="M120 30 C95 16 55 14 20 22 V140 C55 132 95 134 120 148 Z" fill="currentColor" opacity="0.18" />
      <path
        d="M120 30 C145 16 185 14 220 22 V140 C185 132 145 134 120 148 Z"
        fill="currentColor"
        opacity="0.28"
      />
      <path d="M120 30 V148" stroke="currentColor" strokeWidth="3" />
      {[48, 66, 84, 102].map((y) => (
        <g key={y} stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.7">
          <path d={`M38 ${y} H100`} />
          <path d={`M140 ${y} H202`} />
        </g>
      ))}
    </svg>
  );
}

/**
 * The frame of an auth demo, full screen in the site's blank layout (no header, no sidebar, as
 * the template's auth pages): the logo, `title` as the page's heading and tab title, `intro`,
 * the page and a note that it is a demo with the way to the real sign-in. `side` puts a brand
 * panel with a picture beside it, hidden on phones; `boxed` is one centred card.
 */
export function AuthFrame({
  variant,
  title,
  intro,
  children,
}: {
  variant: AuthStyle;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  usePageTitle(title);
  return (
    <div className={`auth-demo auth-demo--${variant}`}>
      <style>{AUTH_DEMO_STYLES}</style>
      {variant === 'side' ? (
        <div className="auth-demo__brand">
          <BookPicture />
          <p className="auth-demo__brand-title">{t('web-template-auth.brandTitle')}</p>
          <p>{t('web-template-auth.brandText')}</p>
        </div>
      ) : null}
      <section className="auth-demo__panel" aria-labelledby="auth-demo-title">
        <KathaLogo href={paths.home} />
        <h1 id="auth-demo-title">{title}</h1>
        <p className="auth-demo__muted">{intro}</p>
        {children}
        <p className="auth-demo__muted">
          {t('web-template-auth.demoNote')}{' '}
          <AppLink href={paths.login}>{t('web-template-auth.realSignIn')}</AppLink>
        </p>
      </section>
    </div>
  );
}
