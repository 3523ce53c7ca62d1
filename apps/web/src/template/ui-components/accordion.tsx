import { KathaAccordion } from '@katha/react/accordion';
import type { AccordionToggleDetail } from '@katha/ui/accordion';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template-ui.js';

const QUESTIONS = ['1', '2', '3', '4'] as const;
const CHAPTERS = ['1', '2', '3', '4'] as const;

/** /ui-components/accordion: the kit's accordion as a FAQ (one section open) and as a story's chapters (several open, one not yet published). */
export default function AccordionDemo() {
  const { t } = useI18n();
  const title = t('web-template-ui.accordion.title');
  usePageTitle(title);
  const [faqOpen, setFaqOpen] = useState<string[]>(['q1']);
  const [chaptersOpen, setChaptersOpen] = useState<string[]>(['ch1', 'ch2']);
  const questions = useMemo(
    () => QUESTIONS.map((n) => ({ id: `q${n}`, heading: t(`web-template-ui.accordion.q${n}`) })),
    [t],
  );
  const chapters = useMemo(
    () =>
      CHAPTERS.map((n) => ({
        id: `ch${n}`,
        heading: t(`web-template-ui.accordion.ch${n}`),
        summary: t(`web-template-ui.accordion.ch${n}Summary`),
        disabled: n === '4',
      })),
    [t],
  );
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-ui.accordion.intro')}</p>
      <DemoSection heading={t('web-template-ui.accordion.faq')}>
        <KathaAccordion
          items={questions}
          open={faqOpen}
          onKathaAccordionToggle={(event: CustomEvent<AccordionToggleDetail>) =>
            setFaqOpen(event.detail.open)
          }
        >
          {QUESTIONS.map((n) => (
            <p key={n} slot={`q${n}`}>
              {t(`web-template-ui.accordion.a${n}`)}
            </p>
          ))}
        </KathaAccordion>
        <p className="template-result">{t('web-template-ui.accordion.open', { count: faqOpen.length })}</p>
      </DemoSection>
      <DemoSection heading={t('web-template-ui.accordion.chapters')}>
        <KathaAccordion
          items={chapters}
          open={chaptersOpen}
          multiple
          onKathaAccordionToggle={(event: CustomEvent<AccordionToggleDetail>) =>
            setChaptersOpen(event.detail.open)
          }
        >
          {CHAPTERS.map((n) => (
            <p key={n} slot={`ch${n}`}>
              {t(`web-template-ui.accordion.ch${n}Text`)}
            </p>
          ))}
        </KathaAccordion>
        <p className="template-result">
          {t('web-template-ui.accordion.open', { count: chaptersOpen.length })}
        </p>
      </DemoSection>
    </article>
  );
}
