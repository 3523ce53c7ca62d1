import { KathaButton } from '@katha/react/button';
import { dataOf, KathaApiError } from '@katha/sdk';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { katha } from '../lib/client.js';
import { FormField, useFieldErrors } from '../lib/field-errors.js';
import { paths, safeReturnPath } from '../lib/paths.js';
import { tooManyRequestsMessage } from '../lib/rate-limit.js';
import { errorKey, ruleMessage } from '../lib/rule-message.js';
import { useMailRequest } from '../lib/use-mail-request.js';
import { AuthPage } from '../parts/auth-page.js';
import { MailRequestFields } from '../parts/mail-request-fields.js';
import { SocialSignIn } from '../parts/social-sign-in.js';
import { useI18n } from '../state/locale.js';
import { signIn } from '../state/session.js';
import '../generated/messages/web-app.js';
import '../generated/messages/web-auth.js';
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
  // Registered: the address the confirmation (or, for a taken one, its owner's) mail went to.
  const [inbox, setInbox] = useState<string | null>(null);
  // Signed in with the right password before confirming: what the resend form starts with.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const fields = useFieldErrors();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    setUnconfirmed(null);
    try {
      if (mode === 'register') {
        // The same answer for a new and a taken address (the CMS mails either's owner): the account
        // is used once the link in the mail confirms the address.
        dataOf(
          await katha.POST('/auth/local/register', {
            body: {
              username: field('username').toLowerCase(),
              email: field('email'),
              password: String(form.get('password') ?? ''),
            },
          }),
        );
        setInbox(field('email'));
        return;
      }
      // The server keeps the session from the answer (an HttpOnly cookie); the body has no token.
      dataOf(
        await katha.POST('/auth/local', {
          body: { identifier: field('identifier'), password: String(form.get('password') ?? '') },
        }),
      );
      await signIn();
      navigate(next, { replace: true });
    } catch (failure) {
      const status = failure instanceof KathaApiError ? failure.status : 0;
      if (errorKey(failure) === 'web-auth.notConfirmed') {
        setUnconfirmed(field('identifier').includes('@') ? field('identifier') : '');
        return;
      }
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

  if (inbox !== null)
    return (
      <AuthPage title={t('web-auth.checkInboxTitle')}>
        <p role="status">{t('web-auth.checkInbox', { email: inbox })}</p>
        <Link href={switchHref('login', search)}>{t('web-auth.toLogin')}</Link>
      </AuthPage>
    );

  return (
    <AuthPage title={mode === 'login' ? t('web-auth.loginTitle') : t('web-auth.registerTitle')}>
      {mode === 'login' && search.get('confirmed') === '1' ? (
        <p role="status">{t('web-auth.confirmed')}</p>
      ) : null}
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
      {unconfirmed !== null ? <ResendConfirmation email={unconfirmed} /> : null}
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

/**
 * After a sign-in refused as not confirmed yet: says so, and sends the confirmation mail again to
 * the address given (the answer is the same for any address, so it says only "if").
 */
function ResendConfirmation({ email: initial }: { email: string }) {
  const { t } = useI18n();
  const [email, setEmail] = useState(initial);
  const request = useMailRequest((address) =>
    katha.POST('/auth/send-email-confirmation', { body: { email: address } }),
  );
  const resend = async (event: FormEvent) => {
    event.preventDefault();
    await request.send(email);
  };
  return (
    <form className="auth__form" onSubmit={resend} aria-label={t('web-auth.resendConfirmation')}>
      <p className="form-error" role="alert">
        {t('web-auth.notConfirmed')}
      </p>
      {request.state === 'sent' ? (
        <p role="status">{t('web-auth.confirmationSent')}</p>
      ) : (
        <MailRequestFields
          name="confirm-email"
          email={email}
          onEmail={setEmail}
          request={request}
          submitLabel={t('web-auth.resendConfirmation')}
        />
      )}
    </form>
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
