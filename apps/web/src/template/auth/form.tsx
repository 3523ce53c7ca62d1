import { KathaButton } from '@katha/react/button';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/web-template-auth';

type Translate = ReturnType<typeof useI18n>['t'];

/** A field's check: its error message (translated), or '' when the value is fine. */
export type Check<N extends string> = (values: Record<N, string>) => string;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The demos' rules, each giving its translated message. */
export const rules = (t: Translate) => ({
  required: (value: string) => (value.trim() ? '' : t('web-template-auth.required')),
  email: (value: string) =>
    !value.trim()
      ? t('web-template-auth.required')
      : EMAIL.test(value.trim())
        ? ''
        : t('web-template-auth.emailFormat'),
  /** At least 8 characters, a letter and a digit. */
  newPassword: (value: string) =>
    !value
      ? t('web-template-auth.required')
      : value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value)
        ? ''
        : t('web-template-auth.passwordRule'),
});

/**
 * A demo form's state and checks, shown as you type and on submit: a field's error shows once
 * the person has typed in it, and every error on a submit, which then focuses the first field
 * in error (by its `name`); a submit without errors calls `onValid` (nothing is sent).
 */
export function useDemoForm<N extends string>(initial: Record<N, string>, checks: Record<N, Check<N>>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<N>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const names = Object.keys(checks) as N[];
  const errors = Object.fromEntries(names.map((name) => [name, checks[name](values)])) as Record<N, string>;
  const shown = Object.fromEntries(
    names.map((name) => [name, submitted || touched.has(name) ? errors[name] : '']),
  ) as Record<N, string>;
  const set = (name: N, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => new Set(previous).add(name));
  };
  const reset = () => {
    setValues(initial);
    setTouched(new Set());
    setSubmitted(false);
  };
  const submit = (onValid: (values: Record<N, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = names.find((name) => errors[name]);
    if (!first) return onValid(values);
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { values, shown, set, reset, submit };
}

/**
 * Enter in a native field submits the form, as in a form with a native submit button (the kit's
 * button is not one the browser submits with; the kit's text field does this itself).
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement))
    return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** A demo's success in place of its form: the message (announced and focused) and Start over. */
export function DemoDone({ message, onAgain }: { message: ReactNode; onAgain: () => void }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="auth-demo__done" role="status" tabIndex={-1} ref={box} data-testid="auth-demo-done">
      <p className="form-ok">{message}</p>
      <KathaButton variant="outlined" type="button" onClick={onAgain}>
        {t('web-template-auth.startOver')}
      </KathaButton>
    </div>
  );
}
