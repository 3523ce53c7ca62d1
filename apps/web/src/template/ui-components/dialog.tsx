import { KathaButton } from '@katha/react/button';
import { KathaDialog } from '@katha/react/dialog';
import { KathaList } from '@katha/react/list';
import { KathaTextField } from '@katha/react/text-field';
import { isEmail } from '@katha/rules';
import type { ListSelectDetail } from '@katha/ui/list';
import { type CSSProperties, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { required, useDemoForm } from '../shared/demo-form.js';
import { DemoSection } from '../shared/demo-section.js';
import '@katha/i18n/messages/text-field';
import '../../generated/messages/web-template.js';

type Translate = ReturnType<typeof useI18n>['t'];
type Outcome = 'subscribed' | 'declined' | 'dismissed';

/** A demo's opener and what came of it, said politely when it changes. */
function Opener({ label, result, onOpen }: { label: string; result: string; onOpen: () => void }) {
  return (
    <>
      <KathaButton onClick={onOpen} type="button">
        {label}
      </KathaButton>
      <p className="template-result" aria-live="polite">
        {result}
      </p>
    </>
  );
}

/** The alert dialog: a yes or no, and closing without choosing is said too. */
function ConfirmDemo({ t }: { t: Translate }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const choose = (choice: Outcome) => {
    setOutcome(choice);
    setOpen(false);
  };
  return (
    <DemoSection heading={t('web-template.dialog.example')}>
      <Opener
        label={t('web-template.dialog.open')}
        result={outcome ? t(`web-template.dialog.${outcome}`) : ''}
        onOpen={() => setOpen(true)}
      />
      <KathaDialog
        open={open}
        label={t('web-template.dialog.label')}
        onKathaDialogClose={() => choose('dismissed')}
      >
        <p>{t('web-template.dialog.body')}</p>
        <KathaButton onClick={() => choose('declined')} slot="actions" type="button" variant="text">
          {t('web-template.dialog.cancel')}
        </KathaButton>
        <KathaButton onClick={() => choose('subscribed')} slot="actions" type="button">
          {t('web-template.dialog.confirm')}
        </KathaButton>
      </KathaDialog>
    </DemoSection>
  );
}

const SHELVES = ['later', 'favourites', 'monsoon'] as const;
type Shelf = (typeof SHELVES)[number];

/** A choice from a list: choosing an item is the answer, so there are no buttons. */
function ListDemo({ t }: { t: Translate }) {
  const [open, setOpen] = useState(false);
  const [shelf, setShelf] = useState<Shelf | ''>('');
  const items = SHELVES.map((id) => ({
    id,
    primary: t(`web-template.dialog.shelf.${id}`),
    icon: 'bookmark' as const,
  }));
  return (
    <DemoSection heading={t('web-template.dialog.listExample')}>
      <Opener
        label={t('web-template.dialog.listOpen')}
        result={
          shelf ? t('web-template.dialog.shelved', { shelf: t(`web-template.dialog.shelf.${shelf}`) }) : ''
        }
        onOpen={() => setOpen(true)}
      />
      <KathaDialog
        open={open}
        label={t('web-template.dialog.listLabel')}
        onKathaDialogClose={() => setOpen(false)}
      >
        <KathaList
          label={t('web-template.dialog.listLabel')}
          items={items}
          interactive
          selected={shelf}
          onKathaListSelect={(event: CustomEvent<ListSelectDetail>) => {
            setShelf(event.detail.id as Shelf);
            setOpen(false);
          }}
        />
      </KathaDialog>
    </DemoSection>
  );
}

/** A form in a dialog: the email is checked on Send (focus on it when wrong), then as it is typed. */
function FormDemo({ t }: { t: Translate }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState('');
  const form = useDemoForm(
    { email: '' },
    {
      email: ({ email }) => required(t, email) || (isEmail(email.trim()) ? '' : t('text-field.email')),
    },
    { when: 'submitted' },
  );
  return (
    <DemoSection heading={t('web-template.dialog.formExample')}>
      <Opener
        label={t('web-template.dialog.formOpen')}
        result={sent ? t('web-template.dialog.sent', { email: sent }) : ''}
        onOpen={() => {
          form.reset();
          setOpen(true);
        }}
      />
      <KathaDialog
        open={open}
        label={t('web-template.dialog.formLabel')}
        noLightDismiss
        onKathaDialogClose={() => setOpen(false)}
      >
        <form
          className="template-form"
          noValidate
          onSubmit={form.submit(({ email }) => {
            setSent(email.trim());
            setOpen(false);
          })}
        >
          <KathaTextField
            {...form.text('email')}
            type="email"
            label={t('web-template.dialog.formEmail')}
            error={form.shown.email}
            autocomplete="email"
            required
          />
          <div className="template-row template-row--end">
            <KathaButton type="button" variant="text" onClick={() => setOpen(false)}>
              {t('web-template.dialog.cancel')}
            </KathaButton>
            <KathaButton type="submit">{t('web-template.dialog.formSend')}</KathaButton>
          </div>
        </form>
      </KathaDialog>
    </DemoSection>
  );
}

const RULES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Long content: the dialog's body scrolls between its fixed heading and buttons. */
function ScrollDemo({ t }: { t: Translate }) {
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  return (
    <DemoSection heading={t('web-template.dialog.scrollExample')}>
      <Opener
        label={t('web-template.dialog.scrollOpen')}
        result={agreed ? t('web-template.dialog.agreed') : ''}
        onOpen={() => setOpen(true)}
      />
      <KathaDialog
        open={open}
        label={t('web-template.dialog.scrollLabel')}
        style={{ '--katha-dialog-max-height': '26rem' } as CSSProperties}
        onKathaDialogClose={() => setOpen(false)}
      >
        <ol className="template-dialog__rules">
          {RULES.map((rule) => (
            <li key={rule}>{t(`web-template.dialog.rule${rule}`)}</li>
          ))}
        </ol>
        <KathaButton onClick={() => setOpen(false)} slot="actions" type="button" variant="text">
          {t('web-template.dialog.cancel')}
        </KathaButton>
        <KathaButton
          onClick={() => {
            setAgreed(true);
            setOpen(false);
          }}
          slot="actions"
          type="button"
        >
          {t('web-template.dialog.agree')}
        </KathaButton>
      </KathaDialog>
    </DemoSection>
  );
}

/** The whole screen: a story to read with nothing else in view. */
function FullScreenDemo({ t }: { t: Translate }) {
  const [open, setOpen] = useState(false);
  return (
    <DemoSection heading={t('web-template.dialog.fullExample')}>
      <Opener label={t('web-template.dialog.fullOpen')} result="" onOpen={() => setOpen(true)} />
      <KathaDialog
        open={open}
        fullscreen
        label={t('web-template.dialog.fullLabel')}
        onKathaDialogClose={() => setOpen(false)}
      >
        <div className="template-dialog__reading">
          {([1, 2, 3] as const).map((part) => (
            <p key={part}>{t(`web-template.dialog.fullText${part}`)}</p>
          ))}
        </div>
        <KathaButton onClick={() => setOpen(false)} slot="actions" type="button">
          {t('web-template.dialog.done')}
        </KathaButton>
      </KathaDialog>
    </DemoSection>
  );
}

const SIZES = { small: 360, medium: 600, large: 900 } as const;
type Size = keyof typeof SIZES;

/** Three widths (`--katha-dialog-width`), each never wider than the window. */
function SizesDemo({ t, formatNumber }: { t: Translate; formatNumber: (value: number) => string }) {
  const [open, setOpen] = useState(false);
  // The last width chosen: the dialog keeps its title and width while it closes.
  const [size, setSize] = useState<Size>('small');
  return (
    <DemoSection heading={t('web-template.dialog.sizeExample')}>
      <div className="template-row">
        {(Object.keys(SIZES) as Size[]).map((each) => (
          <KathaButton
            key={each}
            type="button"
            variant="outlined"
            onClick={() => {
              setSize(each);
              setOpen(true);
            }}
          >
            {t(`web-template.dialog.size.${each}`)}
          </KathaButton>
        ))}
      </div>
      <KathaDialog
        open={open}
        label={t(`web-template.dialog.size.${size}`)}
        style={{ '--katha-dialog-width': `${SIZES[size]}px` } as CSSProperties}
        onKathaDialogClose={() => setOpen(false)}
      >
        <p>{t('web-template.dialog.sizeBody', { width: formatNumber(SIZES[size]) })}</p>
        <KathaButton onClick={() => setOpen(false)} slot="actions" type="button">
          {t('web-template.dialog.done')}
        </KathaButton>
      </KathaDialog>
    </DemoSection>
  );
}

/**
 * /ui-components/dialog: the kit's modal dialog in six kinds: a confirmation, a choice from a
 * list, a form, long content that scrolls, the whole screen and three widths.
 */
export default function DialogDemo() {
  const { t, formatNumber } = useI18n();
  const title = t('web-template.dialog.title');
  usePageTitle(title);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template.dialog.intro')}</p>
      <div className="template-demos">
        <ConfirmDemo t={t} />
        <ListDemo t={t} />
        <FormDemo t={t} />
        <ScrollDemo t={t} />
        <FullScreenDemo t={t} />
        <SizesDemo t={t} formatNumber={formatNumber} />
      </div>
    </article>
  );
}
