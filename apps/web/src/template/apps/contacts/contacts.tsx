import { KathaButton } from '@katha/react/button';
import { KathaList } from '@katha/react/list';
import { KathaSelect } from '@katha/react/select';
import { KathaTextField } from '@katha/react/text-field';
import { isEmail } from '@katha/rules';
import type { KathaList as KathaListElement, ListItem } from '@katha/ui/list';
import type { SelectChangeDetail, SelectOption } from '@katha/ui/select';
import { type MouseEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { type Check, required, useDemoForm } from '../../shared/demo-form.js';
import { TemplatePage } from '../../shared/page.js';
import { newId } from '../../shared/stored.js';
import { ConfirmDelete, type Deleted } from '../shared/organizer/confirm-dialog.js';
import { DraftForm } from '../shared/organizer/form.js';
import {
  ORGANIZER_FRAME,
  OrganizerLoading,
  OrganizerPanes,
  OrganizerToolbar,
} from '../shared/organizer/frame.js';
import { matches, useStoredList } from '../shared/organizer/storage.js';
import '@katha/i18n/messages/text-field';
import '../../../generated/messages/web-template-organizer.js';
import { type Contact, DEPARTMENTS, type Department, SAMPLE_CONTACTS } from './data.js';

const STORAGE_KEY = 'katha-template-contacts';

type Translate = ReturnType<typeof useI18n>['t'];

function departmentLabel(t: Translate, department: Department): string {
  switch (department) {
    case 'editorial':
      return t('web-template-organizer.contacts.department.editorial');
    case 'design':
      return t('web-template-organizer.contacts.department.design');
    case 'marketing':
      return t('web-template-organizer.contacts.department.marketing');
    case 'support':
      return t('web-template-organizer.contacts.department.support');
  }
}

type Draft = Pick<Contact, 'name' | 'email' | 'phone' | 'city' | 'department'>;

type Text = 'name' | 'email' | 'phone' | 'city';

/** The text fields' checks, in the form's order. Email and phone may stay empty; the city is free. */
const checks = (t: Translate): Record<Text, Check<Text>> => ({
  name: ({ name }) => required(t, name),
  email: ({ email }) => (!email || isEmail(email) ? '' : t('text-field.email')),
  phone: ({ phone }) => {
    const digits = phone.replace(/\D/g, '').length;
    return !phone || (/^\+?[0-9 ()-]+$/.test(phone) && digits >= 7 && digits <= 15)
      ? ''
      : t('web-template-organizer.contacts.phoneRule');
  },
  city: () => '',
});

/** The add/edit form: every rule shows on submit (focus on the first wrong field), then as you type. */
function ContactForm({
  initial,
  heading,
  onSave,
  onCancel,
}: {
  initial: Draft;
  heading: string;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { name, email, phone, city } = initial;
  const form = useDemoForm({ name, email, phone, city }, checks(t), { when: 'submitted' });
  const [department, setDepartment] = useState(initial.department);
  const departments: SelectOption[] = DEPARTMENTS.map((value) => ({
    value,
    label: departmentLabel(t, value),
  }));
  return (
    <DraftForm
      onSubmit={form.submit((values) => onSave({ ...values, department, name: values.name.trim() }))}
      onCancel={onCancel}
    >
      <h2>{heading}</h2>
      <KathaTextField
        {...form.text('name')}
        label={t('web-template-organizer.contacts.field.name')}
        error={form.shown.name}
        autocomplete="off"
        required
      />
      <KathaTextField
        {...form.text('email')}
        type="email"
        label={t('web-template-organizer.contacts.field.email')}
        error={form.shown.email}
        autocomplete="off"
      />
      <KathaTextField
        {...form.text('phone')}
        type="tel"
        label={t('web-template-organizer.contacts.field.phone')}
        hint={t('web-template-organizer.contacts.phoneHint')}
        error={form.shown.phone}
        autocomplete="off"
      />
      <KathaSelect
        name="department"
        label={t('web-template-organizer.contacts.field.department')}
        options={departments}
        value={department}
        onKathaSelectChange={(event: CustomEvent<SelectChangeDetail>) =>
          setDepartment(event.detail.value as Department)
        }
      />
      <KathaTextField
        {...form.text('city')}
        label={t('web-template-organizer.contacts.field.city')}
        autocomplete="off"
      />
    </DraftForm>
  );
}

const EMPTY: Draft = { name: '', email: '', phone: '', city: '', department: 'editorial' };

/**
 * /apps/contacts: contacts kept in this browser. A list (search, filter by starred or department)
 * beside the chosen contact's details; add, edit (validated form) and delete (confirmed in the
 * kit's dialog). On phones the list and the details are one pane at a time, with a back button.
 */
export default function ContactsApp() {
  const { t } = useI18n();
  const { items, save, remove } = useStoredList<Contact>(STORAGE_KEY, SAMPLE_CONTACTS);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState('all');
  const [chosen, setChosen] = useState('');
  const [mode, setMode] = useState<'view' | 'edit' | 'new'>('view');
  const [pane, setPane] = useState<'list' | 'detail'>('list');
  const [confirming, setConfirming] = useState(false);
  const list = useRef<KathaListElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const shown = useMemo(
    () =>
      (items ?? [])
        .filter((contact) =>
          filter === 'all' ? true : filter === 'starred' ? contact.starred : contact.department === filter,
        )
        .filter((contact) => matches(query, contact.name, contact.email, contact.phone, contact.city))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [items, filter, query],
  );
  const contact = items?.find((each) => each.id === chosen) ?? (mode === 'view' ? shown[0] : undefined);
  const listItems: ListItem[] = shown.map((each) => ({
    id: each.id,
    primary: each.name,
    secondary: departmentLabel(t, each.department),
    avatar: each.name,
    meta: each.starred ? t('web-template-organizer.contacts.starredMark') : undefined,
  }));
  const filters: SelectOption[] = [
    { value: 'all', label: t('web-template-organizer.contacts.filter.all') },
    { value: 'starred', label: t('web-template-organizer.contacts.filter.starred') },
    ...DEPARTMENTS.map((value) => ({ value, label: departmentLabel(t, value) })),
  ];

  const open = (id: string) => {
    setChosen(id);
    setMode('view');
    setPane('detail');
  };
  // The item's click (mouse, Enter or Space), not katha-list-select: on a phone the person opens
  // the contact already chosen again after going back, which the list does not announce.
  const openClicked = (event: MouseEvent<HTMLElement>) => {
    const control = event.nativeEvent
      .composedPath()
      .find((node): node is HTMLElement => node instanceof HTMLElement && Boolean(node.dataset.id));
    if (control?.dataset.id) open(control.dataset.id);
  };
  const onSave = (draft: Draft) => {
    const saved: Contact =
      mode === 'edit' && contact ? { ...contact, ...draft } : { id: newId(), starred: false, ...draft };
    save(saved);
    setChosen(saved.id);
    setMode('view');
  };
  // The contact after the deleted one in the list (else the one before) is chosen, and focus goes
  // to it in the list (the list's heading when none is left).
  const onDelete = (): Deleted => {
    const at = shown.findIndex((each) => each.id === contact?.id);
    const next = shown[at + 1] ?? shown[at - 1];
    if (contact) remove([contact.id]);
    setConfirming(false);
    setChosen(next?.id ?? '');
    setPane('list');
    return {
      said: t('web-template-organizer.contacts.deleted', { name: contact?.name ?? '' }),
      focus: () => (next ? list.current : listHeading.current)?.focus(),
    };
  };

  let detail: ReactNode;
  if (mode !== 'view') {
    detail = (
      <ContactForm
        key={mode === 'edit' ? contact?.id : 'new'}
        heading={
          mode === 'edit'
            ? t('web-template-organizer.contacts.edit')
            : t('web-template-organizer.contacts.new')
        }
        initial={mode === 'edit' && contact ? contact : EMPTY}
        onSave={onSave}
        onCancel={() => {
          setMode('view');
          if (!contact) setPane('list');
        }}
      />
    );
  } else if (contact) {
    detail = (
      <>
        <h2>{contact.name}</h2>
        <dl className="organizer__fields">
          <dt>{t('web-template-organizer.contacts.field.email')}</dt>
          <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</dd>
          <dt>{t('web-template-organizer.contacts.field.phone')}</dt>
          <dd>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</a>
            ) : (
              '—'
            )}
          </dd>
          <dt>{t('web-template-organizer.contacts.field.department')}</dt>
          <dd>{departmentLabel(t, contact.department)}</dd>
          <dt>{t('web-template-organizer.contacts.field.city')}</dt>
          <dd>{contact.city || '—'}</dd>
        </dl>
        <div className="organizer__actions">
          <button
            type="button"
            className="template-toggle"
            aria-pressed={contact.starred}
            onClick={() => save({ ...contact, starred: !contact.starred })}
          >
            {t('web-template-organizer.contacts.star')}
          </button>
          <KathaButton type="button" variant="outlined" onClick={() => setMode('edit')}>
            {t('web-template-organizer.edit')}
          </KathaButton>
          <KathaButton type="button" variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('web-template-organizer.delete')}
          </KathaButton>
        </div>
      </>
    );
  } else {
    detail = <p className="organizer__status">{t('web-template-organizer.contacts.none')}</p>;
  }

  return (
    <TemplatePage
      {...ORGANIZER_FRAME}
      title={t('web-template-organizer.contacts.title')}
      intro={t('web-template-organizer.contacts.intro')}
    >
      <OrganizerToolbar
        searchLabel={t('web-template-organizer.contacts.search')}
        query={query}
        onQuery={setQuery}
        filterLabel={t('web-template-organizer.contacts.filter')}
        filters={filters}
        filter={filter}
        onFilter={setFilter}
        addLabel={t('web-template-organizer.contacts.add')}
        onAdd={() => {
          setMode('new');
          setChosen('');
          setPane('detail');
        }}
      />
      {items === null ? (
        <OrganizerLoading />
      ) : (
        <OrganizerPanes
          pane={pane}
          listLabel={t('web-template-organizer.contacts.list')}
          count={t('web-template-organizer.contacts.count', { count: shown.length })}
          heading={listHeading}
          list={
            shown.length ? (
              <KathaList
                ref={list}
                label={t('web-template-organizer.contacts.list')}
                items={listItems}
                interactive
                dividers
                selected={contact?.id ?? ''}
                onClick={openClicked}
              />
            ) : null
          }
          detailLabel={t('web-template-organizer.contacts.details')}
          backLabel={t('web-template-organizer.contacts.back')}
          onBack={() => setPane('list')}
        >
          {detail}
        </OrganizerPanes>
      )}
      <ConfirmDelete
        open={confirming}
        message={t('web-template-organizer.contacts.deleteMessage', { name: contact?.name ?? '' })}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </TemplatePage>
  );
}
