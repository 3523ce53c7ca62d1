import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { katha } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { useMailRequest } from '../lib/use-mail-request.js';
import { AuthPage } from '../parts/auth-page.js';
import { MailRequestFields } from '../parts/mail-request-fields.js';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';
import '../generated/messages/web-auth.js';

/** `/auth/auth2/forgot-password`: asks the CMS to email a reset link (the answer never tells whether the email is known). */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const request = useMailRequest((address) =>
    katha.POST('/auth/forgot-password', { body: { email: address } }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await request.send(email);
  };
  return (
    <AuthPage title={t('web-auth.forgotTitle')}>
      {request.state === 'sent' ? (
        <p role="status">{t('web-auth.forgotSent')}</p>
      ) : (
        <form className="auth__form" onSubmit={submit}>
          <p>{t('web-auth.forgotIntro')}</p>
          <MailRequestFields
            name="email"
            email={email}
            onEmail={setEmail}
            request={request}
            submitLabel={t('web-auth.forgotSubmit')}
          />
        </form>
      )}
      <Link href={paths.login}>{t('web-auth.toLogin')}</Link>
    </AuthPage>
  );
}
