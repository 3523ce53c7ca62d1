import { KathaSlider } from '@katha/react/slider';
import { useState } from 'react';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import { DemoForm } from '../../shared/form-demo.js';
import '../../../generated/messages/web-template-forms.js';

/** /forms/form-elements/slider: the kit's slider with one value, in steps, as a range, and in a form. */
export default function SliderDemo() {
  const { t, formatRupees } = useI18n();
  const title = t('web-template-forms.slider.title');
  usePageTitle(title);
  const [size, setSize] = useState(16);
  const pixels = (value: number) => t('web-template-forms.slider.pixels', { value });
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-forms.slider.intro')}</p>
      <DemoSection heading={t('web-template-forms.slider.single')}>
        <KathaSlider label={t('web-template-forms.slider.volume')} value={40} />
        <KathaSlider label={t('web-template-forms.disabled')} value={70} disabled />
      </DemoSection>
      <DemoSection heading={t('web-template-forms.slider.steps')}>
        <KathaSlider
          label={t('web-template-forms.slider.fontSize')}
          min={12}
          max={24}
          step={2}
          value={size}
          valueText={pixels}
          onKathaSliderChange={(event: CustomEvent<{ value: number }>) => setSize(event.detail.value)}
        />
        <p style={{ fontSize: `${size}px`, margin: 0 }}>{t('web-template-forms.poetry')}</p>
      </DemoSection>
      <DemoSection heading={t('web-template-forms.slider.range')}>
        <KathaSlider
          label={t('web-template-forms.slider.price')}
          range
          min={0}
          max={1000}
          step={50}
          valueStart={100}
          valueEnd={400}
          valueText={formatRupees}
        />
      </DemoSection>
      <DemoForm heading={t('web-template-forms.inForm')}>
        <KathaSlider
          name="words"
          label={t('web-template-forms.slider.words')}
          range
          min={0}
          max={5000}
          step={100}
          valueStart={500}
          valueEnd={2000}
        />
      </DemoForm>
    </article>
  );
}
