import { KathaAccordion } from '@katha/react/accordion';
import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaTextField } from '@katha/react/text-field';
import type { AccordionToggleDetail } from '@katha/ui/accordion';
import { type FormEvent, useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { THEME_PAGES_STYLES } from './styles.js';
import '../../generated/messages/web-template-theme-pages.js';

const GROUPS = ['reading', 'writing', 'earnings', 'languages'] as const;
type Group = (typeof GROUPS)[number];
const QUESTIONS: readonly { id: `${Group}${1 | 2}`; group: Group }[] = GROUPS.flatMap((group) => [
  { id: `${group}1` as const, group },
  { id: `${group}2` as const, group },
]);

/** Text to compare: lower case, accents and spacing folded (the search ignores case). */
const fold = (text: string) => text.toLocaleLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * /theme-pages/faq: questions about Katha (reading, writing, earnings, languages) in the kit's
 * accordion, one accordion a group, and a search over the questions and their answers in the
 * page's language that keeps the matching ones (the count announced, an empty state with a way back).
 */
export default function FaqPage() {
  const { t } = useI18n();
  const title = t('web-template-theme-pages.faq.title');
  usePageTitle(title);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<readonly string[]>(['reading1']);
  const questions = useMemo(
    () =>
      QUESTIONS.map(({ id, group }) => ({
        id,
        group,
        heading: t(`web-template-theme-pages.faq.${id}.q`),
        answer: t(`web-template-theme-pages.faq.${id}.a`),
      })),
    [t],
  );
  const matchesOf = (text: string) => {
    const wanted = fold(text);
    return wanted
      ? questions.filter((item) => fold(`${item.heading} ${item.answer}`).includes(wanted))
      : questions;
  };
  const matching = matchesOf(query);
  const search = (text: string) => {
    setQuery(text);
    // The matches open: the words searched for may be in the answer.
    if (fold(text)) setOpen(matchesOf(text).map((item) => item.id));
  };

  return (
    <article className="template-page">
      <style>{THEME_PAGES_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-theme-pages.faq.intro')}</p>
      <search>
        <KathaTextField
          type="search"
          name="faq-search"
          label={t('web-template-theme-pages.faq.search')}
          value={query}
          onInput={(event: FormEvent<HTMLElement>) => search((event.currentTarget as HTMLInputElement).value)}
        />
      </search>
      <p className="tp-muted" role="status" data-testid="faq-count">
        {t('web-template-theme-pages.faq.count', { count: matching.length })}
      </p>
      {matching.length === 0 ? (
        <KathaEmptyState
          heading={t('web-template-theme-pages.faq.emptyTitle')}
          message={t('web-template-theme-pages.faq.emptyText')}
        >
          <KathaButton
            type="button"
            variant="outlined"
            onClick={() => {
              search('');
              document.querySelector<HTMLElement>('katha-text-field[name="faq-search"]')?.focus();
            }}
          >
            {t('web-template-theme-pages.faq.clear')}
          </KathaButton>
        </KathaEmptyState>
      ) : (
        GROUPS.map((group) => {
          const items = matching.filter((item) => item.group === group);
          if (items.length === 0) return null;
          const ids = items.map((item) => item.id as string);
          return (
            <section key={group} className="template-card tp-faq-group" aria-labelledby={`faq-${group}`}>
              <h2 id={`faq-${group}`}>{t(`web-template-theme-pages.faq.${group}`)}</h2>
              <KathaAccordion
                items={items.map(({ id, heading }) => ({ id, heading }))}
                open={open.filter((id) => ids.includes(id))}
                multiple
                onKathaAccordionToggle={(event: CustomEvent<AccordionToggleDetail>) =>
                  setOpen((previous) => [...previous.filter((id) => !ids.includes(id)), ...event.detail.open])
                }
              >
                {items.map((item) => (
                  <p key={item.id} slot={item.id}>
                    {item.answer}
                  </p>
                ))}
              </KathaAccordion>
            </section>
          );
        })
      )}
    </article>
  );
}
