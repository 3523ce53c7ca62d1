import { KathaButton } from '@katha/react/button';
import { isEmail } from '@katha/rules';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useI18n } from '../../state/locale.js';
import { required } from '../shared/demo-form.js';
import '@katha/i18n/messages/text-field';
import '../../generated/messages/web-template-auth.js';

type Translate = ReturnType<typeof useI18n>['t'];

/** The demos' rules, each giving its translated message. */
export const rules = (t: Translate) => ({
  required: (value: string) => required(t, value),
  email: (value: string) => required(t, value) || (isEmail(value.trim()) ? '' : t('text-field.email')),
  /** At least 8 characters, a letter and a digit. */
  newPassword: (value: string) =>
    required(t, value) ||
    (value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value)
      ? ''
      : t('web-template-auth.passwordRule')),
});

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
