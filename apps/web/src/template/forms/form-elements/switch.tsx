import { KathaSwitch } from '@katha/react/switch';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import { DemoForm, Stack } from '../../shared/form-demo.js';
import '../../../generated/messages/web-template-forms.js';

/** /forms/form-elements/switch: the kit's switch on, off and disabled, and in a form. */
export default function SwitchDemo() {
  const { t } = useI18n();
  const title = t('web-template-forms.switch.title');
  usePageTitle(title);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-forms.switch.intro')}</p>
      <DemoSection heading={t('web-template-forms.states')}>
        <div className="template-row">
          <KathaSwitch checked>{t('web-template-forms.switch.notifications')}</KathaSwitch>
          <KathaSwitch>{t('web-template-forms.switch.autosave')}</KathaSwitch>
          <KathaSwitch disabled>{t('web-template-forms.disabled')}</KathaSwitch>
          <KathaSwitch disabled checked>
            {t('web-template-forms.disabledOn')}
          </KathaSwitch>
        </div>
      </DemoSection>
      <DemoForm heading={t('web-template-forms.inForm')}>
        <Stack>
          <KathaSwitch name="contact" value="yes" required>
            {t('web-template-forms.switch.contact')}
          </KathaSwitch>
          <KathaSwitch name="digest" checked>
            {t('web-template-forms.switch.digest')}
          </KathaSwitch>
        </Stack>
      </DemoForm>
    </article>
  );
}
