import { KathaButton } from '@katha/react/button';
import { dataOf, KathaApiError } from '@katha/sdk';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { katha } from '../lib/client.js';
import { FormField, useFieldErrors } from '../lib/field-errors.js';
import { paths, safeReturnPath } from '../lib/paths.js';
import { tooManyRequestsMessage } from '../lib/rate-limit.js';
import { ruleMessage } from '../lib/rule-message.js';
import { AuthPage } from '../parts/auth-page.js';
import { SocialSignIn } from '../parts/social-sign-in.js';
import { useI18n } from '../state/locale.js';
import { signIn } from '../state/session.js';
import '@katha/i18n/messages/web-app';
import '@katha/i18n/messages/web-auth';
import './auth.css';

/** `/auth/auth2/login-option`: sign in with email (or username) and password, or register. */
export default function LoginPage() {
  const { t } = useI18n();
  const search = new URLSearchParams(useSearch());
  // In the address (`?mode=register`), so the switch is a link: it works before the app has
  // started on a slow phone (the server renders either form), and Back returns to the other one.
  const mode = search.get('mode') === 'register' ? 'register' : 'login';
  const next = safeReturnPath(search.get('next'));
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldErrors();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      // The server keeps the session from the answer (an HttpOnly cookie); the body has no token.
      dataOf(
        mode === 'login'
          ? await katha.POST('/auth/local', {
              body: { identifier: field('identifier'), password: String(form.get('password') ?? '') },
            })
          : await katha.POST('/auth/local/register', {
              body: {
                username: field('username').toLowerCase(),
                email: field('email'),
                password: String(form.get('password') ?? ''),
              },
            }),
      );
      await signIn();
      navigate(next, { replace: true });
    } catch (failure) {
      const status = failure instanceof KathaApiError ? failure.status : 0;
      setError(
        tooManyRequestsMessage(t, failure) ??
          ruleMessage(t, failure) ??
          (status === 0
            ? t('web-app.errorBody')
            : mode === 'login'
              ? t('web-auth.loginFailed')
              : t('web-auth.registerFailed')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPage title={mode === 'login' ? t('web-auth.loginTitle') : t('web-auth.registerTitle')}>
      <form className="auth__form" onSubmit={submit} key={mode} {...fields.formProps}>
        {mode === 'login' ? (
          <FormField
            fields={fields}
            label={t('web-auth.identifier')}
            name="identifier"
            autoComplete="username"
            required
          />
        ) : (
          <>
            <FormField
              fields={fields}
              label={t('web-auth.username')}
              name="username"
              rule={t('web-auth.usernameRule')}
              autoComplete="username"
              required
              minLength={3}
              maxLength={30}
              pattern="[a-z0-9_.]{3,30}"
              data-rule={t('web-auth.usernameRule')}
            />
            <FormField
              fields={fields}
              label={t('web-auth.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
            />
          </>
        )}
        <FormField
          fields={fields}
          label={t('web-auth.password')}
          name="password"
          rule={mode === 'login' ? undefined : t('web-auth.passwordRule')}
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'login' ? 1 : 6}
        />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <KathaButton type="submit" loading={busy}>
          {mode === 'login' ? t('web-auth.loginSubmit') : t('web-auth.registerSubmit')}
        </KathaButton>
      </form>
      {mode === 'login' ? <Link href={paths.forgotPassword}>{t('web-auth.forgotLink')}</Link> : null}
      <SocialSignIn next={next} />
      <p className="auth__switch">
        {mode === 'login' ? t('web-auth.noAccount') : t('web-auth.haveAccount')}{' '}
        <Link
          href={switchHref(mode === 'login' ? 'register' : 'login', search)}
          onClick={() => setError(null)}
        >
          {mode === 'login' ? t('web-auth.toRegister') : t('web-auth.toLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}

/** The sign-in page in `mode`, keeping the page's other parameters (`next`). */
function switchHref(mode: 'login' | 'register', search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  if (mode === 'register') params.set('mode', 'register');
  else params.delete('mode');
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}
