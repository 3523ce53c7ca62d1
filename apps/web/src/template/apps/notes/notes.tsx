import { KathaButton } from '@katha/react/button';
import { KathaChip } from '@katha/react/chip';
import { KathaSelect } from '@katha/react/select';
import { KathaTextField } from '@katha/react/text-field';
import { KathaTextarea } from '@katha/react/textarea';
import type { SelectChangeDetail, SelectOption } from '@katha/ui/select';
import { type CSSProperties, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { TemplatePage } from '../../shared/page.js';
import { newId } from '../../shared/stored.js';
import { ConfirmDelete, type Deleted } from '../shared/organizer/confirm-dialog.js';
import {
  ORGANIZER_FRAME,
  OrganizerLoading,
  OrganizerPanes,
  OrganizerToolbar,
} from '../shared/organizer/frame.js';
import { matches, useStoredList } from '../shared/organizer/storage.js';
import '../../../generated/messages/web-template-organizer.js';
import { COLOURS, type Colour, type Note, SAMPLE_NOTES } from './data.js';

const STORAGE_KEY = 'katha-template-notes';
/** How long typing pauses before the note is saved. */
const SAVE_DELAY = 400;

type Translate = ReturnType<typeof useI18n>['t'];

function colourLabel(t: Translate, colour: Colour): string {
  switch (colour) {
    case 'primary':
      return t('web-template-organizer.notes.colour.primary');
    case 'success':
      return t('web-template-organizer.notes.colour.success');
    case 'warning':
      return t('web-template-organizer.notes.colour.warning');
    case 'error':
      return t('web-template-organizer.notes.colour.error');
    case 'info':
      return t('web-template-organizer.notes.colour.info');
  }
}

/** The chosen note, edited in place: each change is saved once typing pauses (and when the note changes). */
function NoteEditor({
  note,
  onSave,
  onDelete,
}: {
  note: Note;
  onSave: (note: Note) => void;
  onDelete: () => void;
}) {
  const { t, formatDate } = useI18n();
  const [draft, setDraft] = useState(note);
  const dirty = draft !== note;
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => onSave(draft), SAVE_DELAY);
    return () => clearTimeout(timer);
  }, [draft, dirty, onSave]);
  // Leaving the note (another note, the list, the page) saves what the pause did not.
  const latest = useRef({ draft, dirty, onSave });
  latest.current = { draft, dirty, onSave };
  useEffect(
    () => () => {
      if (latest.current.dirty) latest.current.onSave(latest.current.draft);
    },
    [],
  );
  const change = (patch: Partial<Note>) => setDraft((old) => ({ ...old, ...patch, updated: Date.now() }));
  const colours: SelectOption[] = COLOURS.map((value) => ({ value, label: colourLabel(t, value) }));
  return (
    <div className="organizer__form">
      <KathaTextField
        label={t('web-template-organizer.notes.field.title')}
        value={draft.title}
        onInput={(event: FormEvent<HTMLElement>) =>
          change({ title: (event.currentTarget as HTMLInputElement).value })
        }
      />
      <KathaTextarea
        rows={8}
        label={t('web-template-organizer.notes.field.body')}
        value={draft.body}
        onInput={(event: FormEvent<HTMLElement>) =>
          change({ body: (event.currentTarget as HTMLInputElement).value })
        }
      />
      <KathaSelect
        label={t('web-template-organizer.notes.field.colour')}
        options={colours}
        value={draft.colour}
        onKathaSelectChange={(event: CustomEvent<SelectChangeDetail>) =>
          change({ colour: event.detail.value as Colour })
        }
      />
      <p className="organizer__status" role="status">
        {dirty
          ? t('web-template-organizer.notes.saving')
          : t('web-template-organizer.notes.saved', {
              time: formatDate(new Date(note.updated), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
      </p>
      <div className="organizer__actions">
        <KathaButton type="button" variant="outlined" color="error" onClick={onDelete}>
          {t('web-template-organizer.delete')}
        </KathaButton>
      </div>
    </div>
  );
}

/**
 * /apps/notes: notes kept in this browser, each with a colour tag. Search and filter by colour;
 * add a note, edit the chosen one in place (saved as you type, so it is there after a reload),
 * delete it (confirmed in the kit's dialog). On phones the list and the note are one pane at a time.
 */
export default function NotesApp() {
  const { t } = useI18n();
  const { items, save, replace, remove } = useStoredList<Note>(STORAGE_KEY, SAMPLE_NOTES);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState('all');
  const [chosen, setChosen] = useState('');
  const [pane, setPane] = useState<'list' | 'detail'>('list');
  const [confirming, setConfirming] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const shown = useMemo(
    () =>
      (items ?? [])
        .filter((note) => filter === 'all' || note.colour === filter)
        .filter((note) => matches(query, note.title, note.body))
        .sort((a, b) => b.updated - a.updated),
    [items, filter, query],
  );
  const note = items?.find((each) => each.id === chosen) ?? shown[0];
  const filters: SelectOption[] = [
    { value: 'all', label: t('web-template-organizer.notes.filter.all') },
    ...COLOURS.map((value) => ({ value, label: colourLabel(t, value) })),
  ];
  const untitled = t('web-template-organizer.notes.untitled');

  const add = () => {
    const fresh: Note = { id: newId(), title: '', body: '', colour: 'primary', updated: Date.now() };
    save(fresh);
    setQuery('');
    setFilter('all');
    setChosen(fresh.id);
    setPane('detail');
  };
  // The note after the deleted one in the list (else the one before) is chosen, and focus goes
  // to it in the list (the list's heading when none is left).
  const onDelete = (): Deleted => {
    const at = shown.findIndex((each) => each.id === note?.id);
    const next = shown[at + 1] ?? shown[at - 1];
    if (note) remove([note.id]);
    setConfirming(false);
    setChosen(next?.id ?? '');
    setPane('list');
    return {
      said: t('web-template-organizer.notes.deleted', { title: note?.title || untitled }),
      focus: () =>
        (next
          ? list.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(next.id)}"]`)
          : listHeading.current
        )?.focus(),
    };
  };

  return (
    <TemplatePage
      {...ORGANIZER_FRAME}
      title={t('web-template-organizer.notes.title')}
      intro={t('web-template-organizer.notes.intro')}
    >
      <OrganizerToolbar
        searchLabel={t('web-template-organizer.notes.search')}
        query={query}
        onQuery={setQuery}
        filterLabel={t('web-template-organizer.notes.filter')}
        filters={filters}
        filter={filter}
        onFilter={setFilter}
        addLabel={t('web-template-organizer.notes.add')}
        onAdd={add}
      />
      {items === null ? (
        <OrganizerLoading />
      ) : (
        <OrganizerPanes
          pane={pane}
          listLabel={t('web-template-organizer.notes.list')}
          count={t('web-template-organizer.notes.count', { count: shown.length })}
          heading={listHeading}
          list={
            <ul className="notes__list" ref={list}>
              {shown.map((each) => (
                <li key={each.id}>
                  <button
                    type="button"
                    className="notes__item"
                    data-id={each.id}
                    style={{ '--note-colour': `var(--katha-color-${each.colour})` } as CSSProperties}
                    aria-current={each.id === note?.id}
                    onClick={() => {
                      setChosen(each.id);
                      setPane('detail');
                    }}
                  >
                    <strong>{each.title || untitled}</strong>
                    <span>{each.body.length > 80 ? `${each.body.slice(0, 80)}…` : each.body}</span>
                    <KathaChip color={each.colour} variant="outlined">
                      {colourLabel(t, each.colour)}
                    </KathaChip>
                  </button>
                </li>
              ))}
            </ul>
          }
          detailLabel={t('web-template-organizer.notes.editor')}
          backLabel={t('web-template-organizer.notes.back')}
          onBack={() => setPane('list')}
        >
          {note ? (
            <NoteEditor key={note.id} note={note} onSave={replace} onDelete={() => setConfirming(true)} />
          ) : (
            <p className="organizer__status">{t('web-template-organizer.notes.none')}</p>
          )}
        </OrganizerPanes>
      )}
      <ConfirmDelete
        open={confirming}
        message={t('web-template-organizer.notes.deleteMessage', { title: note?.title || untitled })}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </TemplatePage>
  );
}
