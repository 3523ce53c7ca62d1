import { KathaButton } from '@katha/react/button';
import { KathaDatePicker } from '@katha/react/date-picker';
import { KathaDialog } from '@katha/react/dialog';
import { KathaTextField } from '@katha/react/text-field';
import { KathaTimePicker } from '@katha/react/time-picker';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import type { CalendarEvent } from './events.js';
import '../../../generated/messages/web-template-calendar.js';

/**
 * The dialog that creates an event or edits one (its title, day, start and end: moving it is
 * changing its day or times here), with the kit's date and time pickers. The end must come after
 * the start. `event` without an id is a new one. `onAfterClose`: the dialog has closed and focus
 * is back on what opened it, if that is still on the page (a deleted event's button is not).
 */
export function EventDialog({
  event,
  onSave,
  onDelete,
  onClose,
  onAfterClose,
}: {
  event: CalendarEvent | null;
  onSave: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
  onClose: () => void;
  onAfterClose: () => void;
}) {
  const { t } = useI18n();
  const editing = Boolean(event?.id);
  return (
    <KathaDialog
      open={Boolean(event)}
      label={editing ? t('web-template-calendar.editEvent') : t('web-template-calendar.newEvent')}
      noLightDismiss
      onKathaDialogClose={onClose}
      onKathaDialogAfterClose={onAfterClose}
    >
      {event ? (
        <EventForm
          key={event.id || 'new'}
          event={event}
          onSave={onSave}
          onDelete={onDelete}
          onClose={onClose}
        />
      ) : null}
    </KathaDialog>
  );
}

function EventForm({
  event,
  onSave,
  onDelete,
  onClose,
}: {
  event: CalendarEvent;
  onSave: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  // Controlled: the kit's React wrappers set every property again on each render.
  const [draft, setDraft] = useState(event);
  const [problem, setProblem] = useState('');
  const set = (patch: Partial<CalendarEvent>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem('');
  };
  const onSubmit = (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault();
    const next = { ...draft, title: draft.title.trim() };
    if (!next.title || !next.date || !next.start || !next.end) return;
    if (next.end <= next.start) {
      setProblem(t('web-template-calendar.endBeforeStart'));
      return;
    }
    onSave(next);
  };
  const picked = (change: CustomEvent<{ value: string }>) => change.detail.value;
  return (
    <form className="cal__form" onSubmit={onSubmit}>
      <KathaTextField
        name="title"
        label={t('web-template-calendar.eventTitle')}
        value={draft.title}
        required
        onInput={(input: FormEvent<HTMLElement>) =>
          set({ title: (input.currentTarget as HTMLInputElement).value })
        }
      />
      <KathaDatePicker
        name="date"
        label={t('web-template-calendar.date')}
        value={draft.date}
        required
        onKathaDateChange={(change: CustomEvent<{ value: string }>) => set({ date: picked(change) })}
      />
      <div className="cal__times">
        <KathaTimePicker
          name="start"
          label={t('web-template-calendar.start')}
          value={draft.start}
          interval={15}
          required
          onKathaTimeChange={(change: CustomEvent<{ value: string }>) => set({ start: picked(change) })}
        />
        <KathaTimePicker
          name="end"
          label={t('web-template-calendar.end')}
          value={draft.end}
          min={draft.start}
          interval={15}
          required
          onKathaTimeChange={(change: CustomEvent<{ value: string }>) => set({ end: picked(change) })}
        />
      </div>
      {problem ? (
        <p className="cal__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="template-row">
        <KathaButton type="submit">{t('web-template-calendar.save')}</KathaButton>
        {event.id ? (
          <KathaButton type="button" variant="outlined" color="error" onClick={() => onDelete(event)}>
            {t('web-template-calendar.delete')}
          </KathaButton>
        ) : null}
        <KathaButton type="button" variant="text" onClick={onClose}>
          {t('web-template-calendar.cancel')}
        </KathaButton>
      </div>
    </form>
  );
}
