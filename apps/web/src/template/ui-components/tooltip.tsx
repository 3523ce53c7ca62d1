import { KathaButton } from '@katha/react/button';
import { KathaTooltip } from '@katha/react/tooltip';
import { Fragment } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template-overlays.js';

const SIDES = ['top', 'bottom', 'start', 'end'] as const;

/** /ui-components/tooltip: the kit's tooltip on each side, on buttons and a link, and its delays. */
export default function TooltipDemo() {
  const { t } = useI18n();
  const title = t('web-template-overlays.tooltip.title');
  usePageTitle(title);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-overlays.tooltip.intro')}</p>
      <DemoSection heading={t('web-template-overlays.tooltip.placements')}>
        <p>{t('web-template-overlays.tooltip.placementsNote')}</p>
        <div className="template-row">
          {SIDES.map((side) => (
            <Fragment key={side}>
              <KathaButton id={`tooltip-${side}`} type="button" variant="outlined">
                {t(`web-template-overlays.tooltip.${side}`)}
              </KathaButton>
              <KathaTooltip for={`tooltip-${side}`} placement={side}>
                {t(`web-template-overlays.tooltip.${side}Tip`)}
              </KathaTooltip>
            </Fragment>
          ))}
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template-overlays.tooltip.actions')}>
        <div className="template-row">
          <KathaButton id="tooltip-save" type="button" variant="secondary">
            {t('web-template-overlays.tooltip.save')}
          </KathaButton>
          <KathaTooltip for="tooltip-save">{t('web-template-overlays.tooltip.saveTip')}</KathaTooltip>
          <KathaButton id="tooltip-publish" type="button">
            {t('web-template-overlays.tooltip.publish')}
          </KathaButton>
          <KathaTooltip for="tooltip-publish" placement="bottom">
            {t('web-template-overlays.tooltip.publishTip')}
          </KathaTooltip>
          <a id="tooltip-link" href="/ui-components/typography">
            {t('web-template-overlays.tooltip.link')}
          </a>
          <KathaTooltip for="tooltip-link">{t('web-template-overlays.tooltip.linkTip')}</KathaTooltip>
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template-overlays.tooltip.delays')}>
        <div className="template-row">
          <KathaButton id="tooltip-instant" type="button" variant="text">
            {t('web-template-overlays.tooltip.instant')}
          </KathaButton>
          <KathaTooltip for="tooltip-instant" showDelay={0}>
            {t('web-template-overlays.tooltip.instantTip')}
          </KathaTooltip>
          <KathaButton id="tooltip-slow" type="button" variant="text">
            {t('web-template-overlays.tooltip.slow')}
          </KathaButton>
          <KathaTooltip for="tooltip-slow" showDelay={1000}>
            {t('web-template-overlays.tooltip.slowTip')}
          </KathaTooltip>
        </div>
      </DemoSection>
    </article>
  );
}
