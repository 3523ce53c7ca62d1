import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaDatePicker } from '@katha/react/date-picker';
import { KathaRadio } from '@katha/react/radio';
import { KathaRadioGroup } from '@katha/react/radio-group';
import { KathaSelect } from '@katha/react/select';
import { KathaSwitch } from '@katha/react/switch';
import { KathaTextField } from '@katha/react/text-field';
import { KathaTextarea } from '@katha/react/textarea';
import { KathaTimePicker } from '@katha/react/time-picker';
import type { ReactNode } from 'react';
import { useI18n } from '../../state/locale.js';
import { DemoForm, type FormLayout } from '../shared/form-demo.js';
import { TemplatePage } from '../shared/page.js';
import { LayoutStyles, useTopics } from './layouts-styles.js';
import '../../generated/messages/web-template-layouts.js';

/** The same short form in each layout: a pitch to the editors. */
function PitchFields({ prefix }: { prefix: string }) {
  const { t } = useI18n();
  const topics = useTopics();
  return (
    <>
      <KathaTextField name={`${prefix}name`} label={t('web-template-layouts.field.name')} required />
      <KathaTextField
        name={`${prefix}email`}
        type="email"
        label={t('web-template-layouts.field.email')}
        required
      />
      <KathaSelect
        name={`${prefix}topic`}
        label={t('web-template-layouts.validation.topic')}
        options={topics}
      />
      <KathaTextarea name={`${prefix}pitch`} rows={3} label={t('web-template-layouts.layout.pitch')} />
    </>
  );
}

/** The pitch in a form of its own, with "send me a copy" (the vertical and horizontal pages). */
function PitchForm({ layout }: { layout: FormLayout }) {
  const { t } = useI18n();
  return (
    <DemoForm heading={t('web-template-layouts.layout.pitchForm')} layout={layout}>
      <PitchFields prefix="" />
      <KathaCheckbox name="copy" value="yes">
        {t('web-template-layouts.layout.copy')}
      </KathaCheckbox>
    </DemoForm>
  );
}

/** A postal address's fields with their autofill tokens (`full`: the street takes a whole row; `state`: ask it too). */
function AddressFields({ full = false, state = false }: { full?: boolean; state?: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <KathaTextField
        className={full ? 'katha-form__full' : undefined}
        name="street"
        label={t('web-template-layouts.layout.street')}
        autocomplete="street-address"
      />
      <KathaTextField
        name="city"
        label={t('web-template-layouts.layout.city')}
        autocomplete="address-level2"
      />
      {state ? (
        <KathaTextField
          name="state"
          label={t('web-template-layouts.layout.state')}
          autocomplete="address-level1"
        />
      ) : null}
      <KathaTextField
        name="pincode"
        inputmode="numeric"
        label={t('web-template-layouts.layout.pincode')}
        autocomplete="postal-code"
      />
    </>
  );
}

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <TemplatePage styles={<LayoutStyles />} title={title} intro={intro}>
      {children}
    </TemplatePage>
  );
}

/** /forms/form-layout: the kit's three form layouts, one under the other, on the same short form. */
export function FormLayoutDemo() {
  const { t } = useI18n();
  return (
    <Page title={t('web-template-layouts.layout.title')} intro={t('web-template-layouts.layout.intro')}>
      <DemoForm heading={t('web-template-layouts.layout.vertical')} layout="vertical">
        <PitchFields prefix="" />
      </DemoForm>
      <DemoForm heading={t('web-template-layouts.layout.horizontal')} layout="horizontal">
        <PitchFields prefix="" />
      </DemoForm>
      <DemoForm heading={t('web-template-layouts.layout.custom')} layout="custom">
        <div className="katha-form__row">
          <KathaTextField name="name" label={t('web-template-layouts.field.name')} required />
          <KathaTextField name="email" type="email" label={t('web-template-layouts.field.email')} required />
        </div>
        <KathaTextarea name="pitch" rows={3} label={t('web-template-layouts.layout.pitch')} />
      </DemoForm>
    </Page>
  );
}

/** /forms/form-vertical: labels above fields, and fieldsets grouping them. */
export function FormVerticalDemo() {
  const { t } = useI18n();
  return (
    <Page title={t('web-template-layouts.vertical.title')} intro={t('web-template-layouts.vertical.intro')}>
      <PitchForm layout="vertical" />
      <DemoForm heading={t('web-template-layouts.layout.addressForm')} layout="vertical">
        <fieldset>
          <legend>{t('web-template-layouts.layout.address')}</legend>
          <AddressFields />
        </fieldset>
        <fieldset>
          <legend>{t('web-template-layouts.layout.notifications')}</legend>
          <KathaSwitch name="comments" checked>
            {t('web-template-layouts.layout.comments')}
          </KathaSwitch>
          <KathaSwitch name="digest">{t('web-template-layouts.field.digest')}</KathaSwitch>
        </fieldset>
      </DemoForm>
    </Page>
  );
}

/** /forms/form-horizontal: each label beside its field, vertical again on a phone. */
export function FormHorizontalDemo() {
  const { t } = useI18n();
  return (
    <Page
      title={t('web-template-layouts.horizontal.title')}
      intro={t('web-template-layouts.horizontal.intro')}
    >
      <PitchForm layout="horizontal" />
      <DemoForm heading={t('web-template-layouts.layout.eventForm')} layout="horizontal">
        <KathaTextField name="event" label={t('web-template-layouts.layout.event')} required />
        <KathaDatePicker
          name="date"
          label={t('web-template-layouts.layout.date')}
          min="2026-01-01"
          required
        />
        <KathaRadioGroup
          name="format"
          label={t('web-template-layouts.layout.format')}
          orientation="horizontal"
        >
          <KathaRadio value="online">{t('web-template-layouts.layout.online')}</KathaRadio>
          <KathaRadio value="hall">{t('web-template-layouts.layout.hall')}</KathaRadio>
        </KathaRadioGroup>
        <KathaSwitch name="recorded">{t('web-template-layouts.layout.recorded')}</KathaSwitch>
      </DemoForm>
    </Page>
  );
}

/** /forms/form-custom: rows of fields side by side that wrap on a phone (`katha-form__row`). */
export function FormCustomDemo() {
  const { t } = useI18n();
  const topics = useTopics();
  return (
    <Page title={t('web-template-layouts.custom.title')} intro={t('web-template-layouts.custom.intro')}>
      <DemoForm heading={t('web-template-layouts.layout.addressForm')} layout="custom">
        <div className="katha-form__row">
          <KathaTextField
            name="first"
            label={t('web-template-layouts.layout.first')}
            autocomplete="given-name"
          />
          <KathaTextField
            name="last"
            label={t('web-template-layouts.layout.last')}
            autocomplete="family-name"
          />
        </div>
        <div className="katha-form__row">
          <AddressFields full state />
        </div>
      </DemoForm>
      <DemoForm heading={t('web-template-layouts.layout.eventForm')} layout="custom">
        <KathaTextField name="event" label={t('web-template-layouts.layout.event')} required />
        <div className="katha-form__row">
          <KathaDatePicker name="date" label={t('web-template-layouts.layout.date')} min="2026-01-01" />
          <KathaTimePicker name="time" label={t('web-template-layouts.layout.time')} />
          <KathaSelect name="topic" label={t('web-template-layouts.validation.topic')} options={topics} />
        </div>
        <div className="katha-form__row">
          <KathaSwitch name="recorded">{t('web-template-layouts.layout.recorded')}</KathaSwitch>
          <KathaCheckbox name="public" value="yes" checked>
            {t('web-template-layouts.layout.public')}
          </KathaCheckbox>
        </div>
      </DemoForm>
    </Page>
  );
}
