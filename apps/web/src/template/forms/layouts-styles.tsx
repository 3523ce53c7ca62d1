import type { SelectOption } from '@katha/ui/select';
import { formLayoutCss } from '@katha/ui/theme';
import { type FormEvent, type ReactNode, type RefObject, useMemo } from 'react';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-template-layouts.js';

// The form pages' (layouts, validation, wizard, editor) shared parts: their styles, the topics a
// pitch can take, and the form with its actions and its result.

/** The form pages' own rules (after the kit's form layouts): the wizard's step headings and the summary list. */
const PAGE_CSS = `
.template-form {
  max-inline-size: 48rem;
}
.template-wizard__heading {
  margin: 0;
  font-size: var(--katha-font-size-md);
}
.template-wizard__heading:focus-visible {
  outline: none;
  box-shadow: var(--katha-focus-ring);
}
.template-editor-placeholder {
  min-block-size: 16rem;
  border: 1px solid var(--katha-color-border);
  border-radius: var(--katha-radius);
}
.template-label {
  font-size: var(--katha-font-size-sm);
  font-weight: var(--katha-font-weight-semibold);
}
.template-error {
  margin: 0;
  color: var(--katha-color-error);
  font-size: var(--katha-font-size-xs);
}
.template-html {
  margin: 0;
  padding: var(--katha-space-3);
  overflow-x: auto;
  border-radius: var(--katha-radius-sm);
  background: var(--katha-color-surface-muted);
  color: var(--katha-color-text);
  font-size: var(--katha-font-size-xs);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.template-result > p {
  margin: 0;
}
.template-summary {
  display: grid;
  gap: var(--katha-space-2);
  margin: 0;
}
.template-summary > div {
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
  gap: var(--katha-space-3);
}
.template-summary dt {
  color: var(--katha-color-text-muted);
}
.template-summary dd {
  margin: 0;
  overflow-wrap: anywhere;
}
`;

/** The kit's form layouts (`katha-form`, `katha-form--horizontal`, `katha-form__row`) and the form pages' rules, rendered with the page. */
export function LayoutStyles() {
  return <style>{formLayoutCss + PAGE_CSS}</style>;
}

/** The topics a pitch to the editors can take (the layouts' and the validation form's select). */
export function useTopics(): SelectOption[] {
  const { t } = useI18n();
  return useMemo(
    () => [
      { value: 'poetry', label: t('web-template-layouts.topic.poetry') },
      { value: 'travel', label: t('web-template-layouts.topic.travel') },
      { value: 'food', label: t('web-template-layouts.topic.food') },
      { value: 'history', label: t('web-template-layouts.topic.history') },
    ],
    [t],
  );
}

/** A form page's form: its fields, the row of its buttons (`actions`) and its result, announced politely. */
export function LayoutsForm({
  form,
  noValidate,
  onSubmit,
  onReset,
  actions,
  result,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  noValidate?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
  actions: ReactNode;
  result: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form}
      className="katha-form template-form"
      noValidate={noValidate}
      onSubmit={onSubmit}
      onReset={onReset}
    >
      {children}
      <div className="katha-form__actions">{actions}</div>
      <p className="template-result" role="status">
        {result}
      </p>
    </form>
  );
}
