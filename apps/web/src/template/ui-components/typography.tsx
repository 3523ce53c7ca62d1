import { KathaTypography } from '@katha/react/typography';
import { TYPOGRAPHY_VARIANTS } from '@katha/ui/typography';
import type { CSSProperties } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template.js';
import '../../generated/messages/web-template-ui.js';

const COLOURS = ['default', 'muted', 'primary', 'secondary', 'error'] as const;
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Each style's name above its sample, samples wrapping within the card. */
const SCALE: CSSProperties = { display: 'grid', gap: 'var(--katha-space-4)', margin: 0 };
const NAME: CSSProperties = { color: 'var(--katha-color-text-muted)', fontSize: 'var(--katha-font-size-xs)' };
const SAMPLE: CSSProperties = { margin: 0, minInlineSize: 0 };

/**
 * /ui-components/typography: the kit's twelve text styles (written as paragraphs here, so the
 * page's outline stays its own), its colours, and a story page set in the scale.
 */
export default function TypographyDemo() {
  const { t, formatReadTime } = useI18n();
  const title = t('web-template-ui.typography.title');
  usePageTitle(title);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-ui.typography.intro')}</p>
      <DemoSection heading={t('web-template-ui.typography.scale')}>
        <dl style={SCALE}>
          {TYPOGRAPHY_VARIANTS.map((variant) => (
            <div key={variant}>
              <dt style={NAME}>{t(`web-template-ui.typography.${variant}`)}</dt>
              <dd style={SAMPLE}>
                <KathaTypography variant={variant} as="p">
                  {HEADINGS.has(variant)
                    ? t('web-template-ui.typography.headingSample')
                    : t('web-template-ui.typography.textSample')}
                </KathaTypography>
              </dd>
            </div>
          ))}
        </dl>
      </DemoSection>
      <DemoSection heading={t('web-template-ui.typography.colours')}>
        {COLOURS.map((color) => (
          <KathaTypography key={color} variant="body2" color={color}>
            {t(`web-template-ui.typography.${color}`)}
          </KathaTypography>
        ))}
      </DemoSection>
      <DemoSection heading={t('web-template-ui.typography.story')}>
        <div>
          <KathaTypography variant="overline" color="primary">
            {t('web-template-ui.typography.storyTopic')}
          </KathaTypography>
          <KathaTypography variant="h3" gutter>
            {t('web-template-ui.typography.storyTitle')}
          </KathaTypography>
          <KathaTypography variant="subtitle1" color="muted" gutter>
            {t('web-template-ui.typography.storySubtitle')}
          </KathaTypography>
          <KathaTypography variant="caption" color="muted">
            {t('web-template-ui.typography.storyByline', {
              name: t('web-template.person.asha'),
              readTime: formatReadTime(7),
            })}
          </KathaTypography>
          <KathaTypography variant="body1" gutter>
            {t('web-template-ui.typography.storyP1')}
          </KathaTypography>
          <KathaTypography variant="body1" gutter>
            {t('web-template-ui.typography.storyP2')}
          </KathaTypography>
          <KathaTypography variant="caption" color="muted">
            {t('web-template-ui.typography.storyCaption')}
          </KathaTypography>
        </div>
      </DemoSection>
    </article>
  );
}
