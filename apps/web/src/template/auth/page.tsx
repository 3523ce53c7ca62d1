import { KathaButton } from '@katha/react/button';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.js';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { ForgotDemo, LoginDemo, RegisterDemo } from './forms.js';
import { AUTH_DEMO_STYLES } from './styles.js';
import { TwoStepsDemo } from './two-steps.js';
import '../../generated/messages/web-template-auth.js';
import type { AuthDemoPath } from '../../routes.js';

/** A lost page in a book: the error and maintenance pages' picture (decorative). */
function StatusPicture({ kind }: { kind: 'error' | 'maintenance' }) {
  return (
    <svg viewBox="0 0 220 140" aria-hidden="true" focusable="false">
      <rect x="40" y="14" width="140" height="112" rx="10" fill="currentColor" opacity="0.15" />
      {kind === 'error' ? (
        <text x="110" y="88" textAnchor="middle" fontSize="48" fontWeight="700" fill="currentColor">
          404
        </text>
      ) : (
        <g stroke="currentColor" strokeWidth="8" strokeLinecap="round" fill="none">
          <circle cx="110" cy="70" r="24" />
          <path d="M110 30v12M110 98v12M70 70h12M138 70h12M82 42l8 8M130 90l8 8M82 98l8-8M130 50l8-8" />
        </g>
      )}
    </svg>
  );
}

/** /auth/error and /auth/maintenance: a friendly full-screen message and the way home (a demo: status 200). */
function StatusDemo({ kind }: { kind: 'error' | 'maintenance' }) {
  const { t } = useI18n();
  const title = t(`web-template-auth.${kind}.title`);
  usePageTitle(title);
  const goHome = () => {
    const navigate = new CustomEvent('katha-navigate', { detail: { href: paths.home }, cancelable: true });
    if (document.dispatchEvent(navigate)) location.assign(paths.home);
  };
  return (
    <div className="auth-demo auth-demo--status">
      <style>{AUTH_DEMO_STYLES}</style>
      <section className="auth-demo__panel" aria-labelledby="auth-demo-title">
        <StatusPicture kind={kind} />
        <h1 id="auth-demo-title">{title}</h1>
        <p className="auth-demo__muted">{t(`web-template-auth.${kind}.text`)}</p>
        <KathaButton onClick={goHome}>{t(`web-template-auth.${kind}.home`)}</KathaButton>
      </section>
    </div>
  );
}

/**
 * The template's auth demos by path, one for each of src/routes.ts AUTH_DEMO_PATHS (the type says
 * so): auth1 is the side style, auth2 the boxed one. /auth/auth2/forgot-password is the product's
 * own page, so it has no demo.
 */
const PAGES: Record<AuthDemoPath, () => ReactNode> = {
  '/auth/auth1/login': () => <LoginDemo variant="side" />,
  '/auth/auth1/register': () => <RegisterDemo variant="side" />,
  '/auth/auth1/forgot-password': () => <ForgotDemo variant="side" />,
  '/auth/auth1/two-steps': () => <TwoStepsDemo variant="side" />,
  '/auth/auth2/login': () => <LoginDemo variant="boxed" />,
  '/auth/auth2/register': () => <RegisterDemo variant="boxed" />,
  '/auth/auth2/two-steps': () => <TwoStepsDemo variant="boxed" />,
  '/auth/error': () => <StatusDemo kind="error" />,
  '/auth/maintenance': () => <StatusDemo kind="maintenance" />,
};

export interface AuthDemoProps {
  path: AuthDemoPath;
}

/**
 * The template's auth demos (issue 17 §1), full screen in the site's blank layout as the
 * template's auth pages are (no header, no demo sidebar). Their forms check as you type and on
 * submit and end in a demo success: nothing is sent. Their own chunk: no reader route loads it.
 */
export default function AuthDemo({ path }: AuthDemoProps) {
  const Page = PAGES[path];
  return <Page />;
}
