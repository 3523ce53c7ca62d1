import { validityMessage } from '@katha/ui/core/validation';
import { type FormEvent, useState } from 'react';
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

  const errorId = (name: string) => `${name}-error`;
  return {
    formProps: { onInvalidCapture, onInputCapture },
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
