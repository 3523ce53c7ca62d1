import { KathaButton } from '@katha/react/button';
import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/text-field';
import '@katha/i18n/messages/web-template-organizer';

type Translate = ReturnType<typeof useI18n>['t'];

/** A checked field's rule: its message, or '' when the value holds. */
export type Rule = (value: string) => string;

/** The rule of a field that must not be blank. */
export const required =
  (t: Translate): Rule =>
  (value) =>
    value.trim() ? '' : t('text-field.required');

/** The draft's fields that hold text (what a text field edits). */
type TextField<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/**
 * An add/edit form's draft (contacts, tickets): every rule shows on submit, with the focus on the
 * first wrong field, then as you type; `onValid` gets the draft once every rule holds. `text(field)`
 * binds a kit text field (its name, value and input) to the draft.
 */
export function useDraftForm<D extends object>(
  initial: D,
  rules: Partial<Record<TextField<D>, Rule>>,
  onValid: (draft: D) => void,
) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const check = (field: TextField<D>) => rules[field]?.(draft[field] as string) ?? '';
  const errorOf = (field: TextField<D>) => (submitted ? check(field) : '');
  const text = (field: TextField<D>) => ({
    name: field,
    value: draft[field] as string,
    onInput: (event: FormEvent<HTMLElement>) => {
      const value = (event.currentTarget as HTMLInputElement).value;
      setDraft((old) => ({ ...old, [field]: value }));
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const wrong = (Object.keys(rules) as TextField<D>[]).find(check);
    if (wrong) {
      form.current?.querySelector<HTMLElement>(`katha-text-field[name="${wrong}"]`)?.focus();
      return;
    }
    onValid(draft);
  };
  return { draft, setDraft, form, text, errorOf, onSubmit };
}

/** The add/edit form around its fields, with Save and Cancel. */
export function DraftForm({
  form,
  onSubmit,
  onCancel,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form ref={form} className="organizer__form" noValidate onSubmit={onSubmit}>
      {children}
      <div className="organizer__actions">
        <KathaButton type="submit">{t('web-template-organizer.save')}</KathaButton>
        <KathaButton type="button" variant="outlined" onClick={onCancel}>
          {t('web-template-organizer.cancel')}
        </KathaButton>
      </div>
    </form>
  );
}
