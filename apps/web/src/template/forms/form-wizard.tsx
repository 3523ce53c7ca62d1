import { KathaButton } from '@katha/react/button';
import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaDatePicker } from '@katha/react/date-picker';
import { KathaRadio } from '@katha/react/radio';
import { KathaRadioGroup } from '@katha/react/radio-group';
import { KathaSelect } from '@katha/react/select';
import { KathaStepper } from '@katha/react/stepper';
import { KathaSwitch } from '@katha/react/switch';
import { KathaTextField } from '@katha/react/text-field';
import type { SelectOption } from '@katha/ui/select';
import type { StepperStep, StepSelectDetail } from '@katha/ui/stepper';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import { TemplatePage } from '../shared/page.js';
import { LayoutStyles, LayoutsForm } from './layouts-styles.js';
import '../../generated/messages/web-template-layouts.js';

const STEP_IDS = ['details', 'writing', 'terms', 'summary'] as const;
const SUMMARY = STEP_IDS.length - 1;

/**
 * /forms/form-wizard: a writer's sign-up in three steps and a summary, in one `<form>`. Only the
 * current step's fieldset is shown and enabled (a disabled fieldset's controls are neither
 * checked nor sent), so Next (the form's submit) checks that step alone with the kit's messages:
 * an invalid step stays, its first wrong field focused and the stepper marking it. On the summary
 * every fieldset is enabled again and Submit sends them all.
 */
export default function FormWizardDemo() {
  const { t, formatDate } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [sent, setSent] = useState('');
  const moved = useRef(false);

  const steps: StepperStep[] = useMemo(
    () => [
      { id: 'details', label: t('web-template-layouts.wizard.details') },
      { id: 'writing', label: t('web-template-layouts.wizard.writing') },
      { id: 'terms', label: t('web-template-layouts.wizard.terms') },
      { id: 'summary', label: t('web-template-layouts.wizard.summary') },
    ],
    [t],
  );
  const languages: SelectOption[] = useMemo(
    () => [
      { value: 'en', label: t('web-template-layouts.language.en') },
      { value: 'hi-IN', label: t('web-template-layouts.language.hi') },
      { value: 'kn-IN', label: t('web-template-layouts.language.kn') },
    ],
    [t],
  );
  const kinds = [
    ['story', t('web-template-layouts.kind.story')],
    ['poem', t('web-template-layouts.kind.poem')],
    ['essay', t('web-template-layouts.kind.essay')],
  ] as const;

  // A failed Next: the browser fires `invalid` (it does not bubble) on each wrong control.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onInvalid = () => {
      const id = STEP_IDS[current]!;
      setErrors((list) => (list.includes(id) ? list : [...list, id]));
    };
    element.addEventListener('invalid', onInvalid, true);
    return () => element.removeEventListener('invalid', onInvalid, true);
  }, [current]);

  // After Back or Next, the new step's heading has focus (and is read out); not on the first render.
  useEffect(() => {
    if (!moved.current) return;
    form.current
      ?.querySelector<HTMLElement>(`#wizard-${STEP_IDS[current]} .template-wizard__heading`)
      ?.focus();
  }, [current]);

  const go = (index: number) => {
    moved.current = true;
    setSent('');
    setCurrent(index);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));
    if (current < SUMMARY) {
      const id = STEP_IDS[current]!;
      setErrors((list) => list.filter((item) => item !== id));
      setValues((old) => ({ ...old, ...data }));
      go(current + 1);
      return;
    }
    setSent(t('web-template-layouts.wizard.sent', { name: data.name ?? '' }));
  };

  const onReset = () => {
    setValues({});
    setErrors([]);
    go(0);
  };

  const fieldset = (index: number) => ({
    id: `wizard-${STEP_IDS[index]}`,
    className: 'template-wizard__step',
    hidden: index !== current,
    disabled: index !== current && current !== SUMMARY,
  });
  const legend = (index: number) => (
    <legend>
      <h3 className="template-wizard__heading" tabIndex={-1}>
        {steps[index]!.label}
      </h3>
    </legend>
  );
  const labelOf = (list: readonly (readonly [string, string])[], value?: string) =>
    list.find(([key]) => key === value)?.[1] ?? '';
  const summary: [string, string][] = [
    [t('web-template-layouts.field.name'), values.name ?? ''],
    [t('web-template-layouts.field.email'), values.email ?? ''],
    [
      t('web-template-layouts.field.language'),
      languages.find((item) => item.value === values.language)?.label ?? '',
    ],
    [t('web-template-layouts.field.kind'), labelOf(kinds, values.kind)],
    [
      t('web-template-layouts.field.firstPiece'),
      values.firstPiece
        ? formatDate(`${values.firstPiece}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
        : '',
    ],
    [
      t('web-template-layouts.field.digest'),
      values.digest ? t('web-template-layouts.wizard.yes') : t('web-template-layouts.wizard.no'),
    ],
  ];

  return (
    <TemplatePage
      styles={<LayoutStyles />}
      title={t('web-template-layouts.wizard.title')}
      intro={t('web-template-layouts.wizard.intro')}
    >
      <DemoSection heading={t('web-template-layouts.wizard.heading')}>
        <KathaStepper
          steps={steps}
          current={current}
          errors={errors}
          linear
          label={t('web-template-layouts.wizard.progress')}
          onKathaStepSelect={(event: CustomEvent<StepSelectDetail>) => {
            // The element would make it current itself; the page moves (and focuses) instead.
            event.preventDefault();
            go(event.detail.index);
          }}
        />
        <LayoutsForm
          form={form}
          onSubmit={onSubmit}
          onReset={onReset}
          result={sent}
          actions={
            <>
              <KathaButton
                type="button"
                variant="outlined"
                disabled={current === 0}
                onClick={() => go(current - 1)}
              >
                {t('web-template-layouts.wizard.back')}
              </KathaButton>
              <KathaButton type="submit">
                {current === SUMMARY
                  ? t('web-template-layouts.wizard.submit')
                  : t('web-template-layouts.wizard.next')}
              </KathaButton>
              <KathaButton type="reset" variant="text">
                {t('web-template-layouts.wizard.startOver')}
              </KathaButton>
            </>
          }
        >
          <fieldset {...fieldset(0)}>
            {legend(0)}
            <KathaTextField
              name="name"
              label={t('web-template-layouts.field.name')}
              autocomplete="name"
              required
            />
            <KathaTextField
              name="email"
              type="email"
              label={t('web-template-layouts.field.email')}
              hint={t('web-template-layouts.field.emailHint')}
              autocomplete="email"
              required
            />
          </fieldset>
          <fieldset {...fieldset(1)}>
            {legend(1)}
            <KathaSelect
              name="language"
              label={t('web-template-layouts.field.language')}
              placeholder={t('web-template-layouts.field.languagePlaceholder')}
              options={languages}
              required
            />
            <KathaRadioGroup name="kind" label={t('web-template-layouts.field.kind')} required>
              {kinds.map(([value, label]) => (
                <KathaRadio key={value} value={value}>
                  {label}
                </KathaRadio>
              ))}
            </KathaRadioGroup>
            <KathaDatePicker
              name="firstPiece"
              label={t('web-template-layouts.field.firstPiece')}
              hint={t('web-template-layouts.field.firstPieceHint')}
              min="2026-01-01"
              max="2027-12-31"
              required
            />
          </fieldset>
          <fieldset {...fieldset(2)}>
            {legend(2)}
            <KathaCheckbox name="terms" value="accepted" required>
              {t('web-template-layouts.field.terms')}
            </KathaCheckbox>
            <KathaSwitch name="digest" value="weekly">
              {t('web-template-layouts.field.digest')}
            </KathaSwitch>
          </fieldset>
          <fieldset {...fieldset(3)}>
            {legend(3)}
            <dl className="template-summary">
              {summary.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </fieldset>
        </LayoutsForm>
      </DemoSection>
    </TemplatePage>
  );
}
