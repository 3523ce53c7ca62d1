import { KathaButton } from '@katha/react/button';
import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaDatePicker } from '@katha/react/date-picker';
import { KathaRadio } from '@katha/react/radio';
import { KathaRadioGroup } from '@katha/react/radio-group';
import { KathaSelect } from '@katha/react/select';
import { KathaTextField } from '@katha/react/text-field';
import { KathaTextarea } from '@katha/react/textarea';
import { isEmail } from '@katha/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useI18n } from '../../state/locale.js';
import { MOBILE, required } from '../shared/demo-form.js';
import { DemoSection } from '../shared/demo-section.js';
import { TemplatePage } from '../shared/page.js';
import { LayoutStyles, LayoutsForm, useTopics } from './layouts-styles.js';
import '@katha/i18n/messages/text-field';
import '../../generated/messages/web-template-layouts.js';

type Field = 'username' | 'email' | 'phone' | 'website';
type Translate = ReturnType<typeof useI18n>['t'];

/** Each text field's rules, in order: the first one broken is its message ('' when all hold). */
const RULES: Record<Field, (value: string, t: Translate) => string> = {
  username: (value, t) =>
    required(t, value) ||
    (value.length < 3 && t('text-field.tooShort', { min: 3 })) ||
    (value.length > 20 && t('web-template-layouts.validation.usernameLong')) ||
    (!/^[a-z0-9_]+$/.test(value) && t('web-template-layouts.validation.usernameCharacters')) ||
    '',
  email: (value, t) => required(t, value) || (isEmail(value) ? '' : t('text-field.email')),
  phone: (value, t) =>
    required(t, value) || (MOBILE.test(value) ? '' : t('web-template-layouts.validation.phoneRule')),
  website: (value, t) =>
    !value || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value)
      ? ''
      : t('web-template-layouts.validation.websiteRule'),
};
const FIELDS = Object.keys(RULES) as Field[];

/**
 * /forms/form-validation: a writer's account form whose every rule shows as you type (a text
 * field's message appears from its first keystroke and follows each change) and on submit (all
 * at once, focus on the first wrong field). The text fields' rules are the page's; their messages
 * and those of the select, date, radio group and checkbox are the kit's own (their `invalid`
 * messages in the page's language), with the page's catalog for the rules the kit has no word for.
 */
export default function FormValidationDemo() {
  const { t, formatList } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    email: '',
    phone: '',
    website: '',
  });
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState('');
  const topics = useTopics();

  const errorOf = (field: Field) => (submitted || touched.has(field) ? RULES[field](values[field], t) : '');
  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onInput: (event: FormEvent<HTMLElement>) => {
      const value = (event.currentTarget as HTMLInputElement).value;
      setValues((old) => ({ ...old, [field]: value }));
      setTouched((old) => (old.has(field) ? old : new Set(old).add(field)));
      setSent('');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const element = event.currentTarget;
    // The kit's controls check themselves (their messages show, the first invalid one is focused)…
    const valid = element.checkValidity();
    // …and the page's rules come first in the form: the first field one breaks is focused instead.
    const wrong = FIELDS.find((field) => RULES[field](values[field], t));
    if (wrong) element.querySelector<HTMLElement>(`katha-text-field[name="${wrong}"]`)?.focus();
    if (wrong || !valid) {
      setSent(t('web-template-layouts.validation.fix'));
      return;
    }
    const data = [...new FormData(element)].map(([name, value]) => `${name}=${String(value)}`);
    setSent(t('web-template-layouts.validation.sent', { values: formatList(data) }));
  };

  const onReset = () => {
    setValues({ username: '', email: '', phone: '', website: '' });
    setTouched(new Set());
    setSubmitted(false);
    setSent('');
  };

  return (
    <TemplatePage
      styles={<LayoutStyles />}
      title={t('web-template-layouts.validation.title')}
      intro={t('web-template-layouts.validation.intro')}
    >
      <DemoSection heading={t('web-template-layouts.validation.heading')}>
        <LayoutsForm
          form={form}
          noValidate
          onSubmit={onSubmit}
          onReset={onReset}
          result={sent}
          actions={
            <>
              <KathaButton type="submit">{t('web-template-layouts.validation.submit')}</KathaButton>
              <KathaButton type="reset" variant="outlined">
                {t('web-template-layouts.validation.reset')}
              </KathaButton>
            </>
          }
        >
          <div className="katha-form__row">
            <KathaTextField
              {...text('username')}
              label={t('web-template-layouts.validation.username')}
              hint={t('web-template-layouts.validation.usernameHint')}
              autocomplete="username"
              required
            />
            <KathaTextField
              {...text('email')}
              type="email"
              label={t('web-template-layouts.field.email')}
              autocomplete="email"
              required
            />
          </div>
          <div className="katha-form__row">
            <KathaTextField
              {...text('phone')}
              type="tel"
              inputmode="numeric"
              label={t('web-template-layouts.validation.phone')}
              hint={t('web-template-layouts.validation.phoneHint')}
              autocomplete="tel-national"
              required
            />
            <KathaTextField
              {...text('website')}
              type="url"
              label={t('web-template-layouts.validation.website')}
              hint={t('web-template-layouts.validation.websiteHint')}
              autocomplete="url"
            />
          </div>
          <KathaTextarea
            name="bio"
            rows={3}
            maxlength={160}
            counter
            label={t('web-template-layouts.validation.bio')}
          />
          <div className="katha-form__row">
            <KathaSelect
              name="topic"
              label={t('web-template-layouts.validation.topic')}
              options={topics}
              required
            />
            <KathaDatePicker
              name="debut"
              label={t('web-template-layouts.validation.debut')}
              hint={t('web-template-layouts.validation.debutHint')}
              min="2026-01-01"
              max="2026-12-31"
              required
            />
          </div>
          <KathaRadioGroup
            name="plan"
            label={t('web-template-layouts.validation.plan')}
            orientation="horizontal"
            required
          >
            <KathaRadio value="free">{t('web-template-layouts.validation.free')}</KathaRadio>
            <KathaRadio value="paid">{t('web-template-layouts.validation.paid')}</KathaRadio>
          </KathaRadioGroup>
          <KathaCheckbox name="terms" value="accepted" required>
            {t('web-template-layouts.field.terms')}
          </KathaCheckbox>
        </LayoutsForm>
      </DemoSection>
    </TemplatePage>
  );
}
