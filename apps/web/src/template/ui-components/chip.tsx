import { KathaButton } from '@katha/react/button';
import { KathaChip } from '@katha/react/chip';
import { useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template.js';

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error'] as const;
const TOPICS = ['Poetry', 'Travel', 'Food', 'History', 'Science'] as const;
type Topic = (typeof TOPICS)[number];

/** /ui-components/chip: filled and outlined chips in each theme colour, and removable topics. */
export default function ChipDemo() {
  const { t } = useI18n();
  const title = t('web-template.chip.title');
  usePageTitle(title);
  const [topics, setTopics] = useState<readonly Topic[]>(TOPICS);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template.chip.intro')}</p>
      {(['filled', 'outlined'] as const).map((variant) => (
        <DemoSection key={variant} heading={t(`web-template.chip.${variant}`)}>
          <div className="template-row">
            {COLORS.map((color) => (
              <KathaChip key={color} color={color} variant={variant}>
                {t(`web-template.chip.${color}`)}
              </KathaChip>
            ))}
          </div>
        </DemoSection>
      ))}
      <DemoSection heading={t('web-template.chip.removable')}>
        <div className="template-row" aria-live="polite">
          {topics.length === 0 ? <p>{t('web-template.chip.none')}</p> : null}
          {topics.map((topic) => (
            <KathaChip
              key={topic}
              color="primary"
              variant="outlined"
              removable
              value={topic}
              onKathaRemove={() => setTopics((left) => left.filter((other) => other !== topic))}
            >
              {t(`web-template.chip.topic${topic}`)}
            </KathaChip>
          ))}
        </div>
        <KathaButton
          type="button"
          variant="outlined"
          onClick={() => setTopics(TOPICS)}
          disabled={topics.length === TOPICS.length}
        >
          {t('web-template.chip.restore')}
        </KathaButton>
      </DemoSection>
    </article>
  );
}
