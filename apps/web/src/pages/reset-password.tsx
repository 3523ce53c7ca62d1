import { KathaButton } from '@katha/react/button';
import { dataOf } from '@katha/sdk';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { katha } from '../lib/client.js';
import { FormField, useFieldErrors } from '../lib/field-errors.js';
import { paths } from '../lib/paths.js';
import { tooManyRequestsMessage } from '../lib/rate-limit.js';
import { AuthPage } from '../parts/auth-page.js';
import { useI18n } from '../state/locale.js';
import { signIn } from '../state/session.js';
import '../generated/messages/web-auth.js';

/** `/auth/auth2/reset-password?code=…`: a new password with the code from the email, then signed in. */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'mismatch'>('idle');
  const [limited, setLimited] = useState<string | null>(null);
  const fields = useFieldErrors();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) return setState('mismatch');
    setState('saving');
    try {
      // The server keeps the new session from the answer (an HttpOnly cookie).
      dataOf(
        await katha.POST('/auth/reset-password', {
          body: { code, password, passwordConfirmation: confirmation },
        }),
      );
      await signIn();
      navigate(paths.home, { replace: true });
    } catch (failure) {
      setLimited(tooManyRequestsMessage(t, failure));
      setState('failed');
    }
  };
  return (
    <AuthPage title={t('web-auth.resetTitle')}>
      <form className="auth__form" onSubmit={submit} {...fields.formProps}>
        {/* The kit's text field has no password type yet: native password inputs. */}
        <FormField
          fields={fields}
          label={t('web-auth.newPassword')}
          type="password"
          name="password"
          required
          minLength={6}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormField
          fields={fields}
          label={t('web-auth.confirmPassword')}
          type="password"
          name="passwordConfirmation"
          required
          minLength={6}
          autoComplete="new-password"
          value={confirmation}
          aria-invalid={state === 'mismatch'}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {state === 'mismatch' ? (
          <p className="form-error" role="alert">
            {t('web-auth.passwordsDiffer')}
          </p>
        ) : null}
        {state === 'failed' ? (
          <p className="form-error" role="alert">
            {limited ?? t('web-auth.resetFailed')}
          </p>
        ) : null}
        <KathaButton type="submit" loading={state === 'saving'} disabled={!code}>
          {t('web-auth.resetSubmit')}
        </KathaButton>
      </form>
      <Link href={paths.login}>{t('web-auth.toLogin')}</Link>
    </AuthPage>
  );
}
