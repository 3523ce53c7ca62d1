import { KathaButton } from '@katha/react/button';
import { KathaTextField } from '@katha/react/text-field';
import type { useMailRequest } from '../lib/use-mail-request.js';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';
import '../generated/messages/web-auth.js';

/** The fields of a form that asks the CMS to mail an address: the address, what went wrong, and the button. */
export function MailRequestFields({
  name,
  email,
  onEmail,
  request: { state, limited },
  submitLabel,
}: {
  name: string;
  email: string;
  onEmail: (email: string) => void;
  request: Pick<ReturnType<typeof useMailRequest>, 'state' | 'limited'>;
  submitLabel: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <KathaTextField
        label={t('web-auth.email')}
        name={name}
        type="email"
        required
        autocomplete="email"
        value={email}
        onInput={(event) => onEmail(event.currentTarget.value)}
      />
      {state === 'failed' ? (
        <p className="form-error" role="alert">
          {limited ?? t('web-app.errorBody')}
        </p>
      ) : null}
      <KathaButton type="submit" loading={state === 'sending'}>
        {submitLabel}
      </KathaButton>
    </>
  );
}
