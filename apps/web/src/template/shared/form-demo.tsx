import { KathaButton } from '@katha/react/button';
import { type CSSProperties, type FormEvent, type ReactNode, useState } from 'react';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from './demo-section.js';
import '../../generated/messages/web-template-forms.js';

const STACK: CSSProperties = { display: 'grid', gap: 'var(--katha-space-1)', justifyItems: 'start' };
const NESTED: CSSProperties = { ...STACK, paddingInlineStart: 'var(--katha-space-5)' };
const FORM: CSSProperties = { display: 'grid', gap: 'var(--katha-space-4)' };

/** Controls one under the other (`nested`: indented, as the options under a "select all"). */
export function Stack({ nested = false, children }: { nested?: boolean; children: ReactNode }) {
  return <div style={nested ? NESTED : STACK}>{children}</div>;
}

/** The kit's form layouts (`formLayoutCss` of @katha/ui/theme) a demo form can take. */
export type FormLayout = 'vertical' | 'horizontal' | 'custom';

const LAYOUT_CLASS: Record<FormLayout, string> = {
  vertical: 'katha-form template-form',
  horizontal: 'katha-form katha-form--horizontal template-form',
  custom: 'katha-form template-form',
};

/**
 * A plain `<form>` around kit controls with Submit and Reset (the kit's buttons): a submit shows
 * what `FormData` carried, as a server would receive it; the browser stops it while a control is
 * invalid (each shows the kit's message under it). With `layout`, the form takes that layout of
 * the kit's; without, its controls stand one under the other.
 */
export function DemoForm({
  heading,
  layout,
  children,
}: {
  heading: string;
  layout?: FormLayout;
  children: ReactNode;
}) {
  const { t, formatList } = useI18n();
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = [...new FormData(event.currentTarget)].map(([name, value]) => `${name}=${String(value)}`);
    setSent(
      values.length
        ? t('web-template-forms.sent', { values: formatList(values) })
        : t('web-template-forms.sentNothing'),
    );
  };
  return (
    <DemoSection heading={heading}>
      <form
        className={layout && LAYOUT_CLASS[layout]}
        style={layout ? undefined : FORM}
        onSubmit={onSubmit}
        onReset={() => setSent(null)}
      >
        {children}
        <div className={layout ? 'katha-form__actions' : 'template-row'}>
          <KathaButton type="submit">{t('web-template-forms.submit')}</KathaButton>
          <KathaButton type="reset" variant="outlined">
            {t('web-template-forms.reset')}
          </KathaButton>
        </div>
        <p className="template-result" role="status">
          {sent ?? t('web-template-forms.notSent')}
        </p>
      </form>
    </DemoSection>
  );
}
