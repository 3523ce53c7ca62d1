import { type FormEvent, useState } from 'react';
import type { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/text-field';

type Translate = ReturnType<typeof useI18n>['t'];

/** An Indian mobile number as the template's forms ask for it: 10 digits, the first 6 to 9. */
export const MOBILE = /^[6-9]\d{9}$/;

/** A required field's check: the kit's message when the value is blank, else ''. */
export const required = (t: Translate, value: string) => (value.trim() ? '' : t('text-field.required'));

/** A field's check: its error message (translated), or '' when the value is fine. */
export type Check<N extends string> = (values: Record<N, string>) => string;

/**
 * A template form's text values and checks (the auth demos, the account settings, the organizer's
 * add/edit forms). A field's error shows once the person has typed in it (`when: 'typed'`, the
 * default) or only from the first submit on (`when: 'submitted'`), and every error on a submit,
 * which then focuses the first field in error (by its `name`); a submit without errors calls
 * `onValid`. `text(name)` binds a kit text field (its name, value and input) to the values.
 */
export function useDemoForm<N extends string>(
  initial: Record<N, string>,
  checks: Record<N, Check<N>>,
  { when = 'typed' }: { when?: 'typed' | 'submitted' } = {},
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<N>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const names = Object.keys(checks) as N[];
  const errors = Object.fromEntries(names.map((name) => [name, checks[name](values)])) as Record<N, string>;
  const shown = Object.fromEntries(
    names.map((name) => [name, submitted || (when === 'typed' && touched.has(name)) ? errors[name] : '']),
  ) as Record<N, string>;
  const set = (name: N, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => new Set(previous).add(name));
  };
  const text = (name: N) => ({
    name,
    value: values[name],
    onInput: (event: FormEvent<HTMLElement>) => set(name, (event.currentTarget as HTMLInputElement).value),
  });
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
  return { values, shown, set, text, reset, submit };
}
