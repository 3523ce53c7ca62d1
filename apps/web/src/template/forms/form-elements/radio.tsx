import { KathaRadio } from '@katha/react/radio';
import { KathaRadioGroup } from '@katha/react/radio-group';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import { DemoForm } from '../../shared/form-demo.js';
import '../../../generated/messages/web-template-forms.js';

/** /forms/form-elements/radio: the kit's radio group in a column, in a row, with a disabled option, and in a form. */
export default function RadioDemo() {
  const { t } = useI18n();
  const title = t('web-template-forms.radio.title');
  usePageTitle(title);
  const forms = (
    <>
      <KathaRadio value="story">{t('web-template-forms.radio.story')}</KathaRadio>
      <KathaRadio value="poem">{t('web-template-forms.radio.poem')}</KathaRadio>
      <KathaRadio value="essay">{t('web-template-forms.radio.essay')}</KathaRadio>
    </>
  );
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-forms.radio.intro')}</p>
      <DemoSection heading={t('web-template-forms.radio.vertical')}>
        <KathaRadioGroup label={t('web-template-forms.radio.form')} value="poem">
          {forms}
        </KathaRadioGroup>
      </DemoSection>
      <DemoSection heading={t('web-template-forms.radio.horizontal')}>
        <KathaRadioGroup label={t('web-template-forms.radio.length')} orientation="horizontal" value="10">
          {[5, 10, 20].map((count) => (
            <KathaRadio key={count} value={String(count)}>
              {t('web-template-forms.radio.minutes', { count })}
            </KathaRadio>
          ))}
          <KathaRadio value="60" disabled>
            {t('web-template-forms.radio.minutes', { count: 60 })}
          </KathaRadio>
        </KathaRadioGroup>
      </DemoSection>
      <DemoForm heading={t('web-template-forms.inForm')}>
        <KathaRadioGroup name="plan" label={t('web-template-forms.radio.plan')} required>
          <KathaRadio value="free">{t('web-template-forms.radio.free')}</KathaRadio>
          <KathaRadio value="supporter">{t('web-template-forms.radio.supporter')}</KathaRadio>
          <KathaRadio value="patron">{t('web-template-forms.radio.patron')}</KathaRadio>
        </KathaRadioGroup>
      </DemoForm>
    </article>
  );
}
