import { KathaButton } from '@katha/react/button';
import { KathaDataTable } from '@katha/react/data-table';
import { KathaSwitch } from '@katha/react/switch';
import { KathaTabs } from '@katha/react/tabs';
import { KathaTextField } from '@katha/react/text-field';
import type { DataTableColumn, DataTableSortDetail } from '@katha/ui/data-table';
import { type FormEvent, useMemo, useState } from 'react';
import { FormField, shownFieldErrors } from '../../lib/field-errors.js';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { rules, submitOnEnter } from '../auth/form.js';
import { MOBILE, useDemoForm } from '../shared/demo-form.js';
import { THEME_PAGES_STYLES } from './styles.js';
import '../../generated/messages/web-template-auth.js';
import '../../generated/messages/web-template-theme-pages.js';

type Translate = ReturnType<typeof useI18n>['t'];
const TABS = ['account', 'notifications', 'bills', 'security'] as const;
type Tab = (typeof TABS)[number];
const NOTIFICATIONS = ['followers', 'comments', 'earnings', 'newsletter'] as const;
type Notification = (typeof NOTIFICATIONS)[number];

/** The account tab: name, email, mobile and city, checked as you type and on save. */
function AccountForm({ t }: { t: Translate }) {
  const check = rules(t);
  const form = useDemoForm(
    { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', city: 'Mysuru' },
    {
      name: (values) => check.required(values.name),
      email: (values) => check.email(values.email),
      phone: (values) =>
        check.required(values.phone) ||
        (MOBILE.test(values.phone.trim()) ? '' : t('web-template-theme-pages.settings.phoneRule')),
      city: () => '',
    },
  );
  const [saved, setSaved] = useState('');
  const text = (name: 'name' | 'email' | 'phone' | 'city') => ({
    name,
    value: form.values[name],
    error: form.shown[name],
    onInput: (event: FormEvent<HTMLElement>) => {
      form.set(name, (event.currentTarget as HTMLInputElement).value);
      setSaved('');
    },
  });
  return (
    <form
      className="tp-form"
      noValidate
      onSubmit={form.submit((values) =>
        setSaved(t('web-template-theme-pages.settings.saved', { name: values.name.trim() })),
      )}
    >
      <KathaTextField
        {...text('name')}
        label={t('web-template-theme-pages.settings.name')}
        autocomplete="name"
        required
      />
      <KathaTextField
        {...text('email')}
        type="email"
        label={t('web-template-theme-pages.settings.email')}
        autocomplete="email"
        required
      />
      <KathaTextField
        {...text('phone')}
        type="tel"
        inputmode="numeric"
        label={t('web-template-theme-pages.settings.phone')}
        hint={t('web-template-theme-pages.settings.phoneHint')}
        autocomplete="tel-national"
        required
      />
      <KathaTextField
        {...text('city')}
        label={t('web-template-theme-pages.settings.city')}
        autocomplete="address-level2"
      />
      <KathaButton type="submit">{t('web-template-theme-pages.settings.save')}</KathaButton>
      <p className="form-ok" role="status" data-testid="account-saved">
        {saved}
      </p>
    </form>
  );
}

/** The notifications tab: four switches that apply at once, and how many are on. */
function NotificationSwitches({ t }: { t: Translate }) {
  const [on, setOn] = useState<ReadonlySet<Notification>>(() => new Set(['followers', 'comments']));
  return (
    <div className="tp-form">
      <fieldset>
        <legend>{t('web-template-theme-pages.settings.notif.legend')}</legend>
        {NOTIFICATIONS.map((id) => (
          <KathaSwitch
            key={id}
            name={id}
            checked={on.has(id)}
            onKathaSwitchChange={(event: CustomEvent<{ checked: boolean }>) =>
              setOn((previous) => {
                const next = new Set(previous);
                if (event.detail.checked) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          >
            {t(`web-template-theme-pages.settings.notif.${id}`)}
          </KathaSwitch>
        ))}
      </fieldset>
      <p className="template-result" role="status">
        {t('web-template-theme-pages.settings.notif.summary', { count: on.size })}
      </p>
    </div>
  );
}

interface Bill {
  id: string;
  date: string;
  plan: 'monthly' | 'yearly';
  amount: number;
  status: 'paid' | 'due' | 'refunded';
}

/** Sample bills (a demo: not the account's). */
const BILLS: readonly Bill[] = [
  { id: 'b6', date: '2026-11-01', plan: 'monthly', amount: 99, status: 'due' },
  { id: 'b5', date: '2026-10-01', plan: 'monthly', amount: 99, status: 'paid' },
  { id: 'b4', date: '2026-09-01', plan: 'monthly', amount: 99, status: 'paid' },
  { id: 'b3', date: '2026-08-01', plan: 'monthly', amount: 99, status: 'refunded' },
  { id: 'b2', date: '2025-08-01', plan: 'yearly', amount: 999, status: 'paid' },
  { id: 'b1', date: '2024-08-01', plan: 'yearly', amount: 999, status: 'paid' },
];

/** The bills tab: the kit's data table (dates and rupees in the page's language), sortable. */
function BillsTable({ t }: { t: Translate }) {
  const columns = useMemo<DataTableColumn<Bill>[]>(
    () => [
      {
        key: 'date',
        label: t('web-template-theme-pages.settings.bills.date'),
        type: 'date',
        rowHeader: true,
        sortable: true,
      },
      {
        key: 'plan',
        label: t('web-template-theme-pages.settings.bills.plan'),
        value: (row) => t(`web-template-theme-pages.settings.bills.${row.plan}`),
      },
      {
        key: 'amount',
        label: t('web-template-theme-pages.settings.bills.amount'),
        type: 'currency',
        sortable: true,
      },
      {
        key: 'status',
        label: t('web-template-theme-pages.settings.bills.status'),
        value: (row) => t(`web-template-theme-pages.settings.bills.${row.status}`),
      },
    ],
    [t],
  );
  const [sort, setSort] = useState<DataTableSortDetail>({ key: 'date', direction: 'descending' });
  return (
    <div className="tp-panel">
      <KathaDataTable
        label={t('web-template-theme-pages.settings.bills.caption')}
        showCaption
        columns={columns}
        rows={BILLS}
        sortKey={sort.key}
        sortDirection={sort.direction}
        onKathaSortChange={(event: CustomEvent<DataTableSortDetail>) => setSort(event.detail)}
      />
    </div>
  );
}

/** The security tab: the current password, a new one by the site's rule, the same again. */
function PasswordForm({ t }: { t: Translate }) {
  const check = rules(t);
  const form = useDemoForm(
    { current: '', newPassword: '', confirm: '' },
    {
      current: (values) => check.required(values.current),
      newPassword: (values) =>
        check.newPassword(values.newPassword) ||
        (values.newPassword === values.current ? t('web-template-theme-pages.settings.samePassword') : ''),
      confirm: (values) =>
        check.required(values.confirm) ||
        (values.confirm === values.newPassword ? '' : t('web-template-auth.passwordsDiffer')),
    },
  );
  const [changed, setChanged] = useState(false);
  const fields = shownFieldErrors(form.shown);
  const field = (name: 'current' | 'newPassword' | 'confirm') => ({
    fields,
    name,
    type: 'password',
    required: true,
    value: form.values[name],
    onChange: (event: FormEvent<HTMLInputElement>) => {
      form.set(name, event.currentTarget.value);
      setChanged(false);
    },
  });
  return (
    <form
      className="tp-form"
      noValidate
      onKeyDown={submitOnEnter}
      onSubmit={form.submit(() => {
        form.reset();
        setChanged(true);
      })}
    >
      <FormField
        {...field('current')}
        label={t('web-template-theme-pages.settings.current')}
        autoComplete="current-password"
      />
      <FormField
        {...field('newPassword')}
        label={t('web-template-theme-pages.settings.newPassword')}
        rule={t('web-template-auth.passwordRule')}
        autoComplete="new-password"
      />
      <FormField
        {...field('confirm')}
        label={t('web-template-theme-pages.settings.confirm')}
        autoComplete="new-password"
      />
      <KathaButton type="submit">{t('web-template-theme-pages.settings.change')}</KathaButton>
      <p className="form-ok" role="status" data-testid="password-changed">
        {changed ? t('web-template-theme-pages.settings.changed') : ''}
      </p>
    </form>
  );
}

/**
 * /theme-pages/account-settings: a writer's settings in the kit's tabs (account, notifications,
 * bills, security). A demo: its forms check what is typed but change nothing of the real account,
 * which the page says first.
 */
export default function AccountSettingsPage() {
  const { t } = useI18n();
  const title = t('web-template-theme-pages.settings.title');
  usePageTitle(title);
  const [selected, setSelected] = useState<Tab>('account');
  const tabs = useMemo(
    () => TABS.map((id) => ({ id, label: t(`web-template-theme-pages.settings.tab.${id}`) })),
    [t],
  );
  return (
    <article className="template-page">
      <style>{THEME_PAGES_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-theme-pages.settings.intro')}</p>
      <p className="tp-note" data-testid="demo-note">
        {t('web-template-theme-pages.demoNote')}
      </p>
      <section className="template-card">
        <KathaTabs
          tabs={tabs}
          selected={selected}
          label={t('web-template-theme-pages.settings.tabs')}
          onKathaTabChange={(event: CustomEvent<{ id: string }>) => setSelected(event.detail.id as Tab)}
        >
          <div slot="account">
            <AccountForm t={t} />
          </div>
          <div slot="notifications">
            <NotificationSwitches t={t} />
          </div>
          <div slot="bills">
            <BillsTable t={t} />
          </div>
          <div slot="security">
            <PasswordForm t={t} />
          </div>
        </KathaTabs>
      </section>
    </article>
  );
}
