import { KathaButton } from '@katha/react/button';
import { KathaSelect } from '@katha/react/select';
import type { SelectChangeDetail, SelectOption } from '@katha/ui/select';
import type { ReactNode, Ref } from 'react';
import { useI18n } from '../../../../state/locale.js';
import { SearchField } from '../../../shared/search-field.js';
import { ORGANIZER_STYLES } from './styles.js';
import '../../../../generated/messages/web-template-organizer.js';

/** An organizer app's page frame: `<TemplatePage {...ORGANIZER_FRAME} title intro>`, the area's class and styles. */
export const ORGANIZER_FRAME = { className: 'organizer', styles: <style>{ORGANIZER_STYLES}</style> };

/** What an app shows until its list is read from the browser's store (after hydration). */
export function OrganizerLoading() {
  const { t } = useI18n();
  return (
    <p className="organizer__status" role="status">
      {t('web-template-organizer.loading')}
    </p>
  );
}

/** The list apps' toolbar: search, a filter (the kit's select) and the add button. */
export function OrganizerToolbar({
  searchLabel,
  query,
  onQuery,
  filterLabel,
  filters,
  filter,
  onFilter,
  addLabel,
  onAdd,
}: {
  searchLabel: string;
  query: string;
  onQuery: (query: string) => void;
  filterLabel: string;
  filters: SelectOption[];
  filter: string;
  onFilter: (filter: string) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="organizer__toolbar">
      <SearchField label={searchLabel} query={query} onQuery={onQuery} />
      <KathaSelect
        label={filterLabel}
        options={filters}
        value={filter}
        onKathaSelectChange={(event: CustomEvent<SelectChangeDetail>) => onFilter(event.detail.value)}
      />
      <KathaButton type="button" onClick={onAdd}>
        {addLabel}
      </KathaButton>
    </div>
  );
}

/**
 * The list beside the chosen record (contacts, notes): the list pane's heading counts what it
 * shows (`heading`: where focus goes when a delete leaves no row to go to); the detail pane has a
 * back button, seen only on phones, where `pane` says which of the two shows.
 */
export function OrganizerPanes({
  pane,
  listLabel,
  count,
  heading,
  list,
  detailLabel,
  backLabel,
  onBack,
  children,
}: {
  pane: 'list' | 'detail';
  listLabel: string;
  count: string;
  heading?: Ref<HTMLHeadingElement>;
  list: ReactNode;
  detailLabel: string;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className="organizer__panes" data-pane={pane}>
      <section className="organizer__pane organizer__list-pane" aria-label={listLabel}>
        <h2 className="organizer__count" tabIndex={-1} ref={heading}>
          <span className="organizer__status" role="status">
            {count}
          </span>
        </h2>
        {list}
      </section>
      <section className="organizer__pane organizer__detail-pane" aria-label={detailLabel}>
        <div className="organizer__back">
          <KathaButton type="button" variant="text" onClick={onBack}>
            {backLabel}
          </KathaButton>
        </div>
        {children}
      </section>
    </div>
  );
}
