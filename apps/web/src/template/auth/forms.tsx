import { KathaButton } from '@katha/react/button';
import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaTextField } from '@katha/react/text-field';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormField, shownFieldErrors } from '../../lib/field-errors.js';
import { useI18n } from '../../state/locale.js';
import { AppLink } from '../shared/app-link.js';
import { useDemoForm } from '../shared/demo-form.js';
import { DemoDone, rules, submitOnEnter } from './form.js';
import { AuthFrame, type AuthStyle } from './frame.js';
import '../../generated/messages/web-template-auth.js';

/** A demo page of a style (auth1 is the side style, auth2 the boxed one). */
export const demoHref = (variant: AuthStyle, page: string) =>
  // /auth/auth2/forgot-password is the product's own page (src/lib/paths.ts): the boxed demos link
  // to the side style's forgot-password demo instead.
  variant === 'boxed' && page !== 'forgot-password' ? `/auth/auth2/${page}` : `/auth/auth1/${page}`;

/**
 * A demo page: its frame and its form (checked as you type, Enter submits), and in the form's
 * place, once it validates, what would have been sent (nothing is), with Start over.
 */
function DemoFormPage({
  variant,
  page,
  done,
  onAgain,
  onSubmit,
  children,
  after,
}: {
  variant: AuthStyle;
  page: 'login' | 'register' | 'forgot';
  /** The success message, or null while the form is shown. */
  done: string | null;
  onAgain: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Below the form or the success. */
  after?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <AuthFrame
      variant={variant}
      title={t(`web-template-auth.${page}.title`)}
      intro={t(`web-template-auth.${page}.intro`)}
    >
      {done !== null ? (
        <DemoDone message={done} onAgain={onAgain} />
      ) : (
        <form className="auth-demo__form" noValidate onKeyDown={submitOnEnter} onSubmit={onSubmit}>
          {children}
        </form>
      )}
      {after}
    </AuthFrame>
  );
}

/** The demos' email field (the kit's text field), with its error once shown. */
function EmailField({
  form,
  autocomplete,
}: {
  form: { values: { email: string }; shown: { email: string }; set: (name: 'email', value: string) => void };
  autocomplete: 'username' | 'email';
}) {
  const { t } = useI18n();
  return (
    <KathaTextField
      label={t('web-template-auth.email')}
      name="email"
      type="email"
      autocomplete={autocomplete}
      required
      value={form.values.email}
      error={form.shown.email}
      onInput={(event) => form.set('email', event.currentTarget.value)}
    />
  );
}

/** /auth/auth{1,2}/login: email and password (required, email format), remember me. */
export function LoginDemo({ variant }: { variant: AuthStyle }) {
  const { t } = useI18n();
  const check = rules(t);
  const form = useDemoForm(
    { email: '', password: '', remember: '' },
    {
      email: (values) => check.email(values.email),
      password: (values) => check.required(values.password),
      remember: () => '',
    },
  );
  const [done, setDone] = useState<string | null>(null);
  return (
    <DemoFormPage
      variant={variant}
      page="login"
      done={done === null ? null : t('web-template-auth.login.done', { email: done })}
      onAgain={() => {
        form.reset();
        setDone(null);
      }}
      onSubmit={form.submit((values) => setDone(values.email.trim()))}
    >
      <EmailField form={form} autocomplete="username" />
      <FormField
        fields={shownFieldErrors(form.shown)}
        label={t('web-template-auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(event) => form.set('password', event.currentTarget.value)}
      />
      <div className="auth-demo__row">
        <KathaCheckbox
          name="remember"
          checked={form.values.remember === 'on'}
          onKathaCheckboxChange={(event) => form.set('remember', event.detail.checked ? 'on' : '')}
        >
          {t('web-template-auth.remember')}
        </KathaCheckbox>
        <AppLink href={demoHref(variant, 'forgot-password')}>{t('web-template-auth.login.forgot')}</AppLink>
      </div>
      <KathaButton type="submit">{t('web-template-auth.login.submit')}</KathaButton>
      <p>
        {t('web-template-auth.login.noAccount')}{' '}
        <AppLink href={demoHref(variant, 'register')}>{t('web-template-auth.login.toRegister')}</AppLink>
      </p>
    </DemoFormPage>
  );
}

/** /auth/auth{1,2}/register: name, email, a password by the rules, the same again, the terms. */
export function RegisterDemo({ variant }: { variant: AuthStyle }) {
  const { t } = useI18n();
  const check = rules(t);
  const form = useDemoForm(
    { name: '', email: '', password: '', confirm: '', terms: '' },
    {
      name: (values) => check.required(values.name),
      email: (values) => check.email(values.email),
      password: (values) => check.newPassword(values.password),
      confirm: (values) =>
        check.required(values.confirm) ||
        (values.confirm === values.password ? '' : t('web-template-auth.passwordsDiffer')),
      terms: (values) => (values.terms === 'on' ? '' : t('web-template-auth.termsRequired')),
    },
  );
  const [done, setDone] = useState<{ name: string; email: string } | null>(null);
  const fields = shownFieldErrors(form.shown);
  return (
    <DemoFormPage
      variant={variant}
      page="register"
      done={done === null ? null : t('web-template-auth.register.done', done)}
      onAgain={() => {
        form.reset();
        setDone(null);
      }}
      onSubmit={form.submit((values) => setDone({ name: values.name.trim(), email: values.email.trim() }))}
    >
      <KathaTextField
        label={t('web-template-auth.name')}
        name="name"
        autocomplete="name"
        required
        value={form.values.name}
        error={form.shown.name}
        onInput={(event) => form.set('name', event.currentTarget.value)}
      />
      <EmailField form={form} autocomplete="email" />
      <FormField
        fields={fields}
        label={t('web-template-auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        rule={t('web-template-auth.passwordRule')}
        required
        value={form.values.password}
        onChange={(event) => form.set('password', event.currentTarget.value)}
      />
      <FormField
        fields={fields}
        label={t('web-template-auth.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.confirm}
        onChange={(event) => form.set('confirm', event.currentTarget.value)}
      />
      <div className="field">
        <KathaCheckbox
          name="terms"
          required
          checked={form.values.terms === 'on'}
          onKathaCheckboxChange={(event) => form.set('terms', event.detail.checked ? 'on' : '')}
        >
          {t('web-template-auth.terms')}
        </KathaCheckbox>
        {fields.errorFor('terms')}
      </div>
      <KathaButton type="submit">{t('web-template-auth.register.submit')}</KathaButton>
      <p>
        {t('web-template-auth.register.haveAccount')}{' '}
        <AppLink href={demoHref(variant, 'login')}>{t('web-template-auth.register.toLogin')}</AppLink>
      </p>
    </DemoFormPage>
  );
}

/** /auth/auth1/forgot-password (auth2's is the product's own page): an email, checked. */
export function ForgotDemo({ variant }: { variant: AuthStyle }) {
  const { t } = useI18n();
  const check = rules(t);
  const form = useDemoForm({ email: '' }, { email: (values) => check.email(values.email) });
  const [done, setDone] = useState<string | null>(null);
  return (
    <DemoFormPage
      variant={variant}
      page="forgot"
      done={done === null ? null : t('web-template-auth.forgot.done', { email: done })}
      onAgain={() => {
        form.reset();
        setDone(null);
      }}
      onSubmit={form.submit((values) => setDone(values.email.trim()))}
      after={<AppLink href={demoHref(variant, 'login')}>{t('web-template-auth.forgot.back')}</AppLink>}
    >
      <EmailField form={form} autocomplete="email" />
      <KathaButton type="submit">{t('web-template-auth.forgot.submit')}</KathaButton>
    </DemoFormPage>
  );
}
