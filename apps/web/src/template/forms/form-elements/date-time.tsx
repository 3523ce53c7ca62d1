import { KathaDatePicker } from '@katha/react/date-picker';
import { KathaTimePicker } from '@katha/react/time-picker';
import { useState } from 'react';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import { DemoForm, Stack } from '../../shared/form-demo.js';
import '../../../generated/messages/web-template-datetime.js';

const FORM_FIELD = { inlineSize: '100%', maxInlineSize: '22rem' } as const;

/** /forms/form-elements/date-time: the kit's date and time pickers, alone, within limits, and in a form. */
export default function DateTimeDemo() {
  const { t, formatDate } = useI18n();
  const title = t('web-template-datetime.dateTime.title');
  usePageTitle(title);
  const [date, setDate] = useState('2026-11-26');
  const [time, setTime] = useState('19:30');
  const dateText = date
    ? formatDate(`${date}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })
    : t('web-template-datetime.dateTime.nothingChosen');
  const chosen = (value: string) => t('web-template-datetime.dateTime.chosen', { value });
  // A time the page language's way ("7:30 pm"), as the picker says it.
  const timeText = (value: string) =>
    formatDate(`2000-01-01T${value}:00Z`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-datetime.dateTime.intro')}</p>
      <DemoSection heading={t('web-template-datetime.dateTime.date')}>
        <Stack>
          <KathaDatePicker
            style={FORM_FIELD}
            label={t('web-template-datetime.dateTime.publishOn')}
            value={date}
            onKathaDateChange={(event: CustomEvent<{ value: string }>) => setDate(event.detail.value)}
          />
          <p className="template-result" aria-live="polite">
            {date ? chosen(dateText) : dateText}
          </p>
          <KathaDatePicker
            style={FORM_FIELD}
            label={t('web-template-datetime.dateTime.festival')}
            hint={t('web-template-datetime.dateTime.festivalHint')}
            min="2026-01-01"
            max="2026-12-31"
            value="2026-10-20"
          />
          <KathaDatePicker
            style={FORM_FIELD}
            label={t('web-template-datetime.dateTime.disabled')}
            value="2026-08-15"
            disabled
          />
        </Stack>
      </DemoSection>
      <DemoSection heading={t('web-template-datetime.dateTime.time')}>
        <Stack>
          <KathaTimePicker
            style={FORM_FIELD}
            label={t('web-template-datetime.dateTime.readingAt')}
            value={time}
            onKathaTimeChange={(event: CustomEvent<{ value: string }>) => setTime(event.detail.value)}
          />
          <p className="template-result" aria-live="polite">
            {time ? chosen(timeText(time)) : t('web-template-datetime.dateTime.nothingChosen')}
          </p>
          <KathaTimePicker
            style={FORM_FIELD}
            label={t('web-template-datetime.dateTime.officeHours')}
            hint={t('web-template-datetime.dateTime.officeHoursHint')}
            min="09:00"
            max="18:00"
            interval={15}
          />
          <KathaTimePicker
            style={FORM_FIELD}
            label={t('web-template-datetime.dateTime.disabled')}
            value="06:00"
            disabled
          />
        </Stack>
      </DemoSection>
      <DemoForm heading={t('web-template-datetime.dateTime.inForm')}>
        <Stack>
          <KathaDatePicker
            style={FORM_FIELD}
            name="date"
            label={t('web-template-datetime.dateTime.eventDate')}
            required
          />
          <KathaTimePicker
            style={FORM_FIELD}
            name="time"
            label={t('web-template-datetime.dateTime.startTime')}
            min="09:00"
            max="21:00"
            required
          />
          <KathaDatePicker
            style={FORM_FIELD}
            name="reminder"
            label={t('web-template-datetime.dateTime.reminder')}
            value="2026-12-01"
          />
        </Stack>
      </DemoForm>
    </article>
  );
}
