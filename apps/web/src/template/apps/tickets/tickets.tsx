import { KathaButton } from '@katha/react/button';
import { KathaDataTable } from '@katha/react/data-table';
import { KathaDialog } from '@katha/react/dialog';
import { KathaSelect } from '@katha/react/select';
import { KathaTextField } from '@katha/react/text-field';
import type { KathaButton as KathaButtonElement } from '@katha/ui/button';
import type {
  DataTableColumn,
  DataTableSelectionDetail,
  DataTableSortDetail,
  KathaDataTable as KathaDataTableElement,
} from '@katha/ui/data-table';
import type { SelectChangeDetail, SelectOption } from '@katha/ui/select';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { required, useDemoForm } from '../../shared/demo-form.js';
import { TemplatePage } from '../../shared/page.js';
import { inLocale } from '../../shared/sample-text.js';
import { newId } from '../../shared/stored.js';
import { ConfirmDelete, type Deleted } from '../shared/organizer/confirm-dialog.js';
import { DraftForm } from '../shared/organizer/form.js';
import { ORGANIZER_FRAME, OrganizerLoading } from '../shared/organizer/frame.js';
import { useStoredList } from '../shared/organizer/storage.js';
import { TICKET_TEXT } from './ticket-text.js';
import '../../../generated/messages/web-template-organizer.js';
import { PRIORITIES, type Priority, SAMPLE_TICKETS, STATUSES, type Status, type Ticket } from './data.js';

const STORAGE_KEY = 'katha-template-tickets';
/** The kit's colour of each status (the stat card's top border). */
const STATUS_COLOUR: Record<Status | 'all', string> = {
  all: 'var(--katha-color-primary)',
  open: 'var(--katha-color-info)',
  pending: 'var(--katha-color-warning)',
  closed: 'var(--katha-color-success)',
};

type Translate = ReturnType<typeof useI18n>['t'];

function statusLabel(t: Translate, status: Status | 'all'): string {
  switch (status) {
    case 'all':
      return t('web-template-organizer.tickets.status.all');
    case 'open':
      return t('web-template-organizer.tickets.status.open');
    case 'pending':
      return t('web-template-organizer.tickets.status.pending');
    case 'closed':
      return t('web-template-organizer.tickets.status.closed');
  }
}

function priorityLabel(t: Translate, priority: Priority): string {
  switch (priority) {
    case 'low':
      return t('web-template-organizer.tickets.priority.low');
    case 'medium':
      return t('web-template-organizer.tickets.priority.medium');
    case 'high':
      return t('web-template-organizer.tickets.priority.high');
  }
}

type Draft = Omit<Ticket, 'id' | 'created'>;
const EMPTY: Draft = { title: '', requester: '', status: 'open', priority: 'medium' };

/** The new/edit ticket form (in the kit's dialog): title and requester are required. */
function TicketForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Draft;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const form = useDemoForm(
    { title: initial.title, requester: initial.requester },
    { title: ({ title }) => required(t, title), requester: ({ requester }) => required(t, requester) },
    { when: 'submitted' },
  );
  const [status, setStatus] = useState(initial.status);
  const [priority, setPriority] = useState(initial.priority);
  const onSubmit = form.submit(({ title, requester }) =>
    onSave({ title: title.trim(), requester: requester.trim(), status, priority }),
  );
  return (
    <DraftForm onSubmit={onSubmit} onCancel={onCancel}>
      <KathaTextField
        {...form.text('title')}
        error={form.shown.title}
        required
        label={t('web-template-organizer.tickets.field.title')}
        autocomplete="off"
      />
      <KathaTextField
        {...form.text('requester')}
        error={form.shown.requester}
        required
        label={t('web-template-organizer.tickets.field.requester')}
        autocomplete="off"
      />
      <KathaSelect
        name="status"
        label={t('web-template-organizer.tickets.field.status')}
        options={STATUSES.map((value) => ({ value, label: statusLabel(t, value) }))}
        value={status}
        onKathaSelectChange={(event: CustomEvent<SelectChangeDetail>) =>
          setStatus(event.detail.value as Status)
        }
      />
      <KathaSelect
        name="priority"
        label={t('web-template-organizer.tickets.field.priority')}
        options={PRIORITIES.map((value): SelectOption => ({ value, label: priorityLabel(t, value) }))}
        value={priority}
        onKathaSelectChange={(event: CustomEvent<SelectChangeDetail>) =>
          setPriority(event.detail.value as Priority)
        }
      />
    </DraftForm>
  );
}

/** Today in the browser's calendar, YYYY-MM-DD. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * /apps/tickets: support tickets kept in this browser, in the kit's data table (sort, search,
 * select; dates in the page's language). Stat cards count the tickets of each status and filter
 * the table by it; select a ticket to edit it (its status too) or tickets to delete them
 * (confirmed in the kit's dialog).
 */
export default function TicketsApp() {
  const { t, formatNumber, locale } = useI18n();
  const { items: stored, save, remove } = useStoredList<Ticket>(STORAGE_KEY, SAMPLE_TICKETS);
  const items = useMemo(
    () => stored && inLocale(stored, locale, SAMPLE_TICKETS, TICKET_TEXT),
    [stored, locale],
  );
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [query, setQuery] = useState('');
  // The table's own state, held here: the React wrapper sets every prop again on each render.
  const [sort, setSort] = useState<DataTableSortDetail>({ key: 'created', direction: 'descending' });
  const [editing, setEditing] = useState<Ticket | 'new' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const table = useRef<KathaDataTableElement>(null);
  const addButton = useRef<KathaButtonElement>(null);

  const counts = useMemo(() => {
    const all = items ?? [];
    return {
      all: all.length,
      open: all.filter((ticket) => ticket.status === 'open').length,
      pending: all.filter((ticket) => ticket.status === 'pending').length,
      closed: all.filter((ticket) => ticket.status === 'closed').length,
    };
  }, [items]);
  const rows = useMemo(
    () => (items ?? []).filter((ticket) => status === 'all' || ticket.status === status),
    [items, status],
  );
  const chosen = rows.filter((ticket) => selected.includes(ticket.id));
  const columns = useMemo<DataTableColumn<Ticket>[]>(
    () => [
      {
        key: 'title',
        label: t('web-template-organizer.tickets.field.title'),
        rowHeader: true,
        sortable: true,
      },
      { key: 'requester', label: t('web-template-organizer.tickets.field.requester'), sortable: true },
      {
        key: 'status',
        label: t('web-template-organizer.tickets.field.status'),
        sortable: true,
        value: (row) => statusLabel(t, row.status),
      },
      {
        key: 'priority',
        label: t('web-template-organizer.tickets.field.priority'),
        sortable: true,
        value: (row) => priorityLabel(t, row.priority),
      },
      {
        key: 'created',
        label: t('web-template-organizer.tickets.field.created'),
        type: 'date',
        sortable: true,
      },
    ],
    [t],
  );
  const label = t('web-template-organizer.tickets.table');

  const onSave = (draft: Draft) => {
    save(
      editing && editing !== 'new' ? { ...editing, ...draft } : { id: newId(), created: today(), ...draft },
    );
    setEditing(null);
  };
  // Focus goes to the row after the first deleted one, in the table's order (else the row before;
  // the add button when no row is left).
  const onDelete = (): Deleted => {
    const gone = new Set(chosen.map((ticket) => ticket.id));
    const order = (table.current?.visibleRows ?? []) as Ticket[];
    const first = order.findIndex((ticket) => gone.has(ticket.id));
    const next =
      order.slice(first + 1).find((ticket) => !gone.has(ticket.id)) ??
      order.slice(0, Math.max(first, 0)).findLast((ticket) => !gone.has(ticket.id));
    remove([...gone]);
    setSelected([]);
    setConfirming(false);
    return {
      said: t('web-template-organizer.tickets.deleted', { count: gone.size }),
      focus: () => {
        if (!(next && table.current?.focusRow(next.id))) addButton.current?.focus();
      },
    };
  };

  return (
    <TemplatePage
      {...ORGANIZER_FRAME}
      title={t('web-template-organizer.tickets.title')}
      intro={t('web-template-organizer.tickets.intro')}
    >
      {items === null ? (
        <OrganizerLoading />
      ) : (
        <>
          <fieldset className="organizer__plain">
            <legend>{t('web-template-organizer.tickets.filter')}</legend>
            <div className="tickets__stats">
              {(['all', ...STATUSES] as const).map((each) => (
                <button
                  key={each}
                  type="button"
                  className="tickets__stat"
                  style={{ '--stat-colour': STATUS_COLOUR[each] } as CSSProperties}
                  aria-pressed={status === each}
                  data-status={each}
                  onClick={() => {
                    setStatus(each);
                    setSelected([]);
                  }}
                >
                  <span>{statusLabel(t, each)}</span>
                  <span className="tickets__count">{formatNumber(counts[each])}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <div className="organizer__actions">
            <KathaButton ref={addButton} type="button" onClick={() => setEditing('new')}>
              {t('web-template-organizer.tickets.add')}
            </KathaButton>
            <KathaButton
              type="button"
              variant="outlined"
              disabled={chosen.length !== 1}
              onClick={() => setEditing(chosen[0] ?? null)}
            >
              {t('web-template-organizer.tickets.edit')}
            </KathaButton>
            <KathaButton
              type="button"
              variant="outlined"
              color="error"
              disabled={chosen.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t('web-template-organizer.tickets.delete')}
            </KathaButton>
          </div>
          <p className="organizer__status">{t('web-template-organizer.tickets.hint')}</p>
          <KathaDataTable
            ref={table}
            label={label}
            columns={columns as DataTableColumn[]}
            rows={rows}
            searchable
            query={query}
            onKathaFilterChange={(event: CustomEvent<{ query: string }>) => setQuery(event.detail.query)}
            selectable
            selected={selected}
            onKathaSelectionChange={(event: CustomEvent<DataTableSelectionDetail>) =>
              setSelected(event.detail.selected)
            }
            sortKey={sort.key}
            sortDirection={sort.direction}
            onKathaSortChange={(event: CustomEvent<DataTableSortDetail>) => setSort(event.detail)}
          />
        </>
      )}
      <KathaDialog
        open={editing !== null}
        label={
          editing === 'new'
            ? t('web-template-organizer.tickets.new')
            : t('web-template-organizer.tickets.editTitle')
        }
        onKathaDialogClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <TicketForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? EMPTY : editing}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </KathaDialog>
      <ConfirmDelete
        open={confirming}
        message={t('web-template-organizer.tickets.deleteMessage', { count: chosen.length })}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </TemplatePage>
  );
}
