import { KathaButton } from '@katha/react/button';
import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../../../state/locale.js';
import '../../../../generated/messages/web-template-organizer.js';

/**
 * The add/edit form (contacts, tickets) around its fields, with Save and Cancel; its values and
 * checks are the template's useDemoForm (template/shared/demo-form.ts), its errors shown from the first submit.
 */
export function DraftForm({
  onSubmit,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form className="organizer__form" noValidate onSubmit={onSubmit}>
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
