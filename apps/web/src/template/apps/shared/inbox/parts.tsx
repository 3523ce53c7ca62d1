import { KathaButton } from '@katha/react/button';
import { KathaList } from '@katha/react/list';
import type { ListItem } from '@katha/ui/list';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../../state/locale.js';
import { TemplatePage } from '../../../shared/page.js';
import { SearchField } from '../../../shared/search-field.js';
import { INBOX_STYLES } from './styles.js';
import '../../../../generated/messages/web-template-inbox.js';

// What chats and email share: the open item (and its heading's focus), the page with its two or
// three panes, the searchable list, the detail pane and its back button.

/**
 * The open item's id. `choose` opens one as the person chose it: its heading (`heading`) then
 * takes the focus (on a phone the open item replaced the list); `setSelected` opens or closes
 * one without moving the focus.
 */
export function useOpenItem() {
  const [selected, setSelected] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (focusHeading.current && selected) heading.current?.focus();
    focusHeading.current = false;
  }, [selected]);
  const choose = useCallback((id: string) => {
    setSelected(id);
    focusHeading.current = true;
  }, []);
  return { selected, setSelected, choose, heading };
}

/**
 * An inbox app's page: its loading state until the browser's store is read, then its panes
 * (`children`, in the grid; `open`: whether an item is open, so a phone shows it instead of the
 * list) and the polite announcement of what the person did. `dialogs` come after the app.
 */
export function InboxPage({
  title,
  intro,
  loading,
  open,
  className,
  announcement,
  dialogs,
  children,
}: {
  title: string;
  intro: string;
  loading: boolean;
  open: boolean;
  className?: string;
  announcement: string;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <TemplatePage styles={<style>{INBOX_STYLES}</style>} title={title} intro={intro}>
      {loading ? (
        <p className="template-result" role="status">
          {t('web-template-inbox.loading')}
        </p>
      ) : (
        <div className={className ? `inbox ${className}` : 'inbox'} data-pane={open ? 'detail' : 'list'}>
          <div className="inbox__grid">{children}</div>
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
      {dialogs}
    </TemplatePage>
  );
}

/** The list pane: a search box over the kit's list (or `empty` when nothing is shown). */
export function ItemList({
  label,
  heading,
  searchLabel,
  query,
  onQuery,
  items,
  selected,
  onChoose,
  empty,
}: {
  label: string;
  heading?: ReactNode;
  searchLabel: string;
  query: string;
  onQuery: (query: string) => void;
  items: ListItem[];
  selected: string;
  onChoose: (id: string) => void;
  empty: string;
}) {
  return (
    <section className="inbox__list" aria-label={label}>
      {heading}
      <SearchField label={searchLabel} query={query} onQuery={onQuery} />
      {items.length ? (
        <KathaList
          interactive
          dividers
          label={label}
          items={items}
          selected={selected}
          onKathaListSelect={(event: CustomEvent<{ id: string }>) => onChoose(event.detail.id)}
        />
      ) : (
        <p className="template-result">{empty}</p>
      )}
    </section>
  );
}

/** The detail pane: the open item (`children`, headed by OpenHeading `headingId`), else `placeholder`. */
export function DetailPane({
  headingId,
  placeholder,
  children,
}: {
  headingId: string;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <section className="inbox__detail" aria-labelledby={children ? headingId : undefined}>
      {children || <p className="template-result inbox__choose">{placeholder}</p>}
    </section>
  );
}

/** The open item's heading: the focus goes there when the person opens the item. */
export function OpenHeading({
  id,
  heading,
  children,
}: {
  id: string;
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h2 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** Back to the list: seen only when the app is narrow (one pane at a time). */
export function BackButton({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <KathaButton className="inbox__back" type="button" variant="text" onClick={onBack}>
      {children}
    </KathaButton>
  );
}
