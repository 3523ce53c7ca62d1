import { KathaCheckbox } from '@katha/react/checkbox';
import { useState } from 'react';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import { DemoForm, Stack } from '../../shared/form-demo.js';
import '../../../generated/messages/web-template-forms.js';

/** /forms/form-elements/checkbox: the kit's checkbox in its states, a "select all", and in a form. */
export default function CheckboxDemo() {
  const { t } = useI18n();
  const title = t('web-template-forms.checkbox.title');
  usePageTitle(title);
  const topics = [
    { id: 'poetry', label: t('web-template-forms.poetry') },
    { id: 'travel', label: t('web-template-forms.travel') },
    { id: 'food', label: t('web-template-forms.food') },
  ];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(['travel']));
  const all = chosen.size === topics.length;
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-forms.checkbox.intro')}</p>
      <DemoSection heading={t('web-template-forms.states')}>
        <div className="template-row">
          <KathaCheckbox>{t('web-template-forms.poetry')}</KathaCheckbox>
          <KathaCheckbox checked>{t('web-template-forms.travel')}</KathaCheckbox>
          <KathaCheckbox indeterminate>{t('web-template-forms.checkbox.allTopics')}</KathaCheckbox>
          <KathaCheckbox disabled>{t('web-template-forms.disabled')}</KathaCheckbox>
          <KathaCheckbox disabled checked>
            {t('web-template-forms.disabledOn')}
          </KathaCheckbox>
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template-forms.checkbox.selectAll')}>
        <Stack>
          <KathaCheckbox
            checked={all}
            indeterminate={chosen.size > 0 && !all}
            onKathaCheckboxChange={() => setChosen(new Set(all ? [] : topics.map((topic) => topic.id)))}
          >
            {t('web-template-forms.checkbox.allTopics')}
          </KathaCheckbox>
          <Stack nested>
            {topics.map((topic) => (
              <KathaCheckbox
                key={topic.id}
                checked={chosen.has(topic.id)}
                onKathaCheckboxChange={(event: CustomEvent<{ checked: boolean }>) =>
                  setChosen((before) => {
                    const next = new Set(before);
                    if (event.detail.checked) next.add(topic.id);
                    else next.delete(topic.id);
                    return next;
                  })
                }
              >
                {topic.label}
              </KathaCheckbox>
            ))}
          </Stack>
        </Stack>
      </DemoSection>
      <DemoForm heading={t('web-template-forms.inForm')}>
        <Stack>
          <KathaCheckbox name="terms" value="yes" required>
            {t('web-template-forms.checkbox.terms')}
          </KathaCheckbox>
          <KathaCheckbox name="newsletter" checked>
            {t('web-template-forms.checkbox.newsletter')}
          </KathaCheckbox>
        </Stack>
      </DemoForm>
    </article>
  );
}
