import type { MessageId, MessageValues } from '@katha/i18n/core';
import '@katha/i18n/messages/text-field';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** What a message needs of a field: the platform's validity and the field's own rule. */
export interface ValidatedField {
  readonly validity: ValidityState;
  readonly type?: string;
  readonly minLength?: number;
  /** The field's rule in words (shown beside it), said when the value breaks its pattern. */
  readonly rule?: string;
}

/**
 * The kit's message for a field that fails its constraints, in the caller's language (the
 * browser's own messages follow the browser's language, not the page's); '' when valid.
 */
export function validityMessage(t: Translate, field: ValidatedField): string {
  const { validity } = field;
  if (validity.valid) return '';
  if (validity.valueMissing) return t('text-field.required');
  if (validity.typeMismatch && field.type === 'email') return t('text-field.email');
  if ((validity.patternMismatch || validity.tooShort || validity.tooLong) && field.rule) return field.rule;
  if (validity.tooShort && field.minLength && field.minLength > 0)
    return t('text-field.tooShort', { min: field.minLength });
  return t('text-field.invalid');
}
