import { validityMessage } from '@katha/ui/core/validation';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { useI18n } from '../state/locale.js';

type Control = HTMLInputElement | HTMLTextAreaElement;
const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * A form's checks with the kit's messages in the interface's language, shown under each field
 * (the browser's bubble speaks the browser's language and vanishes): spread `formProps` on the
 * `<form>`, put `errorFor(name)` under each native field and `describedBy(name, ...)` on it. A
 * field's `data-rule` (its rule in words, shown beside it) is the message for a broken pattern.
 * The kit's own text fields check themselves the same way.
 */
export function useFieldErrors() {
  const { t } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onInvalidCapture = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    if (!isControl(field)) return;
    event.preventDefault();
    const message = validityMessage(t, {
      validity: field.validity,
      type: field.type,
      minLength: field.minLength,
      ...(field.dataset.rule ? { rule: field.dataset.rule } : {}),
    });
    setErrors((previous) => ({ ...previous, [field.name]: message }));
    const first = [...(field.form?.elements ?? [])].find((element) => element.matches(':invalid'));
    if (first === field) field.focus();
  };
  const onInputCapture = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    if (isControl(field) && errors[field.name]) setErrors(({ [field.name]: _, ...rest }) => rest);
  };

  return { formProps: { onInvalidCapture, onInputCapture }, ...shownFieldErrors(errors) };
}

/**
 * Errors by field name (already translated) as a form shows them: `errorFor(name)` under a field,
 * `describedBy(name, ...)` and `invalid(name)` on it. `useFieldErrors` shows the browser's checks
 * on submit this way; a form with checks of its own (as you type) hands its errors here.
 */
export function shownFieldErrors(errors: Readonly<Record<string, string | undefined>>) {
  const errorId = (name: string) => `${name}-error`;
  return {
    errorFor: (name: string) =>
      errors[name] ? (
        <span className="form-error field__error" id={errorId(name)} role="alert">
          {errors[name]}
        </span>
      ) : null,
    /** `aria-describedby` for a field: its error when shown, then the ids given (its rule). */
    describedBy: (name: string, ...ids: string[]) =>
      [errors[name] ? errorId(name) : '', ...ids].filter(Boolean).join(' ') || undefined,
    invalid: (name: string) => (errors[name] ? true : undefined),
  };
}

/**
 * A native field as the site's forms write it: its label, the input, its rule in words beside it
 * (`rule`, shown as `#<name>-rule`) and its error under it (`fields` is the form's
 * `useFieldErrors()` or `shownFieldErrors(...)`), with `aria-invalid` and `aria-describedby` wired to them. An
 * `aria-invalid` given (a check of the form's own, such as two passwords that differ) stands
 * while the field shows no error of its own.
 */
export function FormField({
  fields,
  label,
  name,
  rule,
  'aria-invalid': ariaInvalid,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  fields: ReturnType<typeof shownFieldErrors>;
  label: string;
  name: string;
  rule?: string | undefined;
}) {
  const ruleId = `${name}-rule`;
  return (
    <div className="field">
      <label className="field">
        <span>{label}</span>
        <input
          name={name}
          {...input}
          aria-invalid={fields.invalid(name) ?? ariaInvalid}
          aria-describedby={rule ? fields.describedBy(name, ruleId) : fields.describedBy(name)}
        />
      </label>
      {rule ? (
        <small className="field__hint" id={ruleId}>
          {rule}
        </small>
      ) : null}
      {fields.errorFor(name)}
    </div>
  );
}
