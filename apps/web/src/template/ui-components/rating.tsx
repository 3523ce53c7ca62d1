import { KathaRating } from '@katha/react/rating';
import type { RatingChangeDetail } from '@katha/ui/rating';
import { useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import { DemoForm, Stack } from '../shared/form-demo.js';
import '../../generated/messages/web-template-ui.js';

const AVERAGES = [
  { story: 1, value: 4, count: 128 },
  { story: 2, value: 5, count: 54 },
  { story: 3, value: 3, count: 17 },
] as const;

/** /ui-components/rating: the kit's rating by keyboard or pointer, read only, out of ten, disabled and in a form. */
export default function RatingDemo() {
  const { t } = useI18n();
  const title = t('web-template-ui.rating.title');
  usePageTitle(title);
  const [value, setValue] = useState(0);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-ui.rating.intro')}</p>
      <DemoSection heading={t('web-template-ui.rating.basic')}>
        <KathaRating
          label={t('web-template-ui.list.story1')}
          value={value}
          onKathaRatingChange={(event: CustomEvent<RatingChangeDetail>) => setValue(event.detail.value)}
        />
        <p className="template-result" role="status">
          {t('web-template-ui.rating.yours', { value })}
        </p>
      </DemoSection>
      <DemoSection heading={t('web-template-ui.rating.readonly')}>
        {AVERAGES.map(({ story, value, count }) => (
          <div key={story} className="template-row">
            <KathaRating label={t(`web-template-ui.list.story${story}`)} value={value} readonly />
            <span className="template-result">{t('web-template-ui.rating.average', { count })}</span>
          </div>
        ))}
      </DemoSection>
      <DemoSection heading={t('web-template-ui.rating.ten')}>
        <KathaRating label={t('web-template-ui.rating.tenLabel')} max={10} value={8} />
      </DemoSection>
      <DemoSection heading={t('web-template-ui.rating.disabled')}>
        <KathaRating label={t('web-template-ui.rating.disabledLabel')} value={3} disabled />
      </DemoSection>
      <DemoForm heading={t('web-template-ui.rating.form')}>
        <Stack>
          <KathaRating name="story" label={t('web-template-ui.rating.storyField')} required />
          <KathaRating
            name="illustrations"
            label={t('web-template-ui.rating.illustrationsField')}
            value={4}
          />
        </Stack>
      </DemoForm>
    </article>
  );
}
