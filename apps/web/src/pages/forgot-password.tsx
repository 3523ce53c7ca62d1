import { KathaButton } from '@katha/react/button';
import { KathaTextField } from '@katha/react/text-field';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { katha } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { tooManyRequestsMessage } from '../lib/rate-limit.js';
import { AuthPage } from '../parts/auth-page.js';
import { useI18n } from '../state/locale.js';
import '@katha/i18n/messages/web-app';
import '@katha/i18n/messages/web-auth';

/** `/auth/auth2/forgot-password`: asks the CMS to email a reset link (the answer never tells whether the email is known). */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [limited, setLimited] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    setLimited(null);
    try {
      await katha.POST('/auth/forgot-password', { body: { email: email.trim() } });
      setState('sent');
    } catch (failure) {
      setLimited(tooManyRequestsMessage(t, failure));
      setState('failed');
    }
  };
  return (
    <AuthPage title={t('web-auth.forgotTitle')}>
      {state === 'sent' ? (
        <p role="status">{t('web-auth.forgotSent')}</p>
      ) : (
        <form className="auth__form" onSubmit={submit}>
          <p>{t('web-auth.forgotIntro')}</p>
          <KathaTextField
            label={t('web-auth.email')}
            name="email"
            type="email"
            required
            autocomplete="email"
            value={email}
            onInput={(event) => setEmail(event.currentTarget.value)}
          />
          {state === 'failed' ? (
            <p className="form-error" role="alert">
              {limited ?? t('web-app.errorBody')}
            </p>
          ) : null}
          <KathaButton type="submit" loading={state === 'sending'}>
            {t('web-auth.forgotSubmit')}
          </KathaButton>
        </form>
      )}
      <Link href={paths.login}>{t('web-auth.toLogin')}</Link>
    </AuthPage>
  );
}
