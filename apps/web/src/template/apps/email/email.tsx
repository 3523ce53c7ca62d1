import { KathaButton } from '@katha/react/button';
import { KathaDialog } from '@katha/react/dialog';
import { KathaList } from '@katha/react/list';
import { KathaTextField } from '@katha/react/text-field';
import { KathaTextarea } from '@katha/react/textarea';
import { type FormEvent, useMemo, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
import { inLocale } from '../../shared/sample-text.js';
import { newId, useStored } from '../../shared/stored.js';
import {
  BackButton,
  DetailPane,
  InboxPage,
  ItemList,
  OpenHeading,
  useOpenItem,
} from '../shared/inbox/parts.js';
import { useWhen } from '../shared/inbox/when.js';
import {
  displayName,
  FOLDERS,
  type Folder,
  inFolder,
  isMail,
  type Mail,
  MY_ADDRESS,
  seedMail,
} from './mail-data.js';
import { MAIL_TEXT } from './mail-text.js';
import '../../../generated/messages/web-template-inbox.js';

const STORE_KEY = 'katha-template-email';
/** The sample as seeded (its English text: what inLocale translates while unchanged). */
const SAMPLE_MAIL = seedMail(0);
const FOLDER_ICONS = { inbox: 'inbox', sent: 'pencil', starred: 'star', trash: 'article' } as const;

/**
 * /apps/email: folders with their counts, the folder's mail (searchable) and the open mail, kept in
 * this browser. Compose (a dialog: to and subject required) puts the mail in Sent; a mail can be
 * starred (a toggle) and deleted to the trash, and from there for good. On a phone the folders
 * with the list, and the open mail, take the screen in turn.
 */
export default function Email() {
  const { t, formatNumber, locale } = useI18n();
  const when = useWhen();
  const [stored, update] = useStored(STORE_KEY, seedMail, isMail);
  const mail = useMemo(() => stored && inLocale(stored, locale, SAMPLE_MAIL, MAIL_TEXT), [stored, locale]);
  const [folder, setFolder] = useState<Folder>('inbox');
  const [query, setQuery] = useState('');
  const { selected, setSelected, choose, heading } = useOpenItem();
  const [composing, setComposing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const folderName = (id: Folder) => t(`web-template-inbox.email.folder.${id}`);
  const open = mail?.find((item) => item.id === selected && inFolder(item, folder));
  const folders = useMemo(
    () =>
      FOLDERS.map((id) => ({
        id,
        primary: t(`web-template-inbox.email.folder.${id}`),
        icon: FOLDER_ICONS[id],
        meta: formatNumber((mail ?? []).filter((item) => inFolder(item, id)).length),
      })),
    [mail, t, formatNumber],
  );
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return (mail ?? [])
      .filter((item) => inFolder(item, folder))
      .filter(
        (item) =>
          !needle ||
          [item.subject, item.from, item.to, item.body].some((text) =>
            text.toLocaleLowerCase().includes(needle),
          ),
      )
      .sort((a, b) => b.at.localeCompare(a.at));
  }, [mail, folder, query]);
  const items = useMemo(
    () =>
      shown.map((item) => ({
        id: item.id,
        primary: displayName(item.place === 'sent' ? item.to : item.from),
        secondary: item.subject,
        meta: when(item.at),
        icon: item.starred ? ('star' as const) : undefined,
      })),
    [shown, when],
  );

  const change = (id: string, patch: (item: Mail) => Mail | null) =>
    update((all) => all.flatMap((item) => (item.id === id ? (patch(item) ?? []) : [item])));
  const remove = (item: Mail) => {
    if (item.place === 'trash') {
      change(item.id, () => null);
      setAnnouncement(t('web-template-inbox.email.deleted'));
    } else {
      change(item.id, (current) => ({ ...current, place: 'trash', starred: false }));
      setAnnouncement(t('web-template-inbox.email.movedToTrash'));
    }
    setSelected('');
  };
  const onCompose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const to = String(form.get('to') ?? '').trim();
    const subject = String(form.get('subject') ?? '').trim();
    if (!to || !subject) return;
    const sent: Mail = {
      id: newId(),
      place: 'sent',
      starred: false,
      from: MY_ADDRESS,
      to,
      subject,
      body: String(form.get('body') ?? ''),
      at: new Date().toISOString(),
    };
    update((all) => [sent, ...all]);
    setComposing(false);
    setAnnouncement(t('web-template-inbox.email.sent', { to }));
  };

  return (
    <InboxPage
      title={t('web-template-inbox.email.title')}
      intro={t('web-template-inbox.email.intro')}
      loading={mail === null}
      open={Boolean(open)}
      className="inbox--email"
      announcement={announcement}
      dialogs={
        <KathaDialog
          open={composing}
          label={t('web-template-inbox.email.composeTitle')}
          noLightDismiss
          onKathaDialogClose={() => setComposing(false)}
        >
          {composing ? (
            <form className="mail__form" onSubmit={onCompose}>
              <KathaTextField name="to" type="email" label={t('web-template-inbox.email.to')} required />
              <KathaTextField name="subject" label={t('web-template-inbox.email.subject')} required />
              <KathaTextarea name="body" rows={5} label={t('web-template-inbox.email.body')} />
              <div className="template-row">
                <KathaButton type="submit">{t('web-template-inbox.email.send')}</KathaButton>
                <KathaButton type="button" variant="text" onClick={() => setComposing(false)}>
                  {t('web-template-inbox.email.cancel')}
                </KathaButton>
              </div>
            </form>
          ) : null}
        </KathaDialog>
      }
    >
      <section className="inbox__folders" aria-label={t('web-template-inbox.email.folders')}>
        <KathaButton type="button" onClick={() => setComposing(true)}>
          {t('web-template-inbox.email.compose')}
        </KathaButton>
        <KathaList
          interactive
          label={t('web-template-inbox.email.folders')}
          items={folders}
          selected={folder}
          onKathaListSelect={(event: CustomEvent<{ id: string }>) => {
            setFolder(event.detail.id as Folder);
            setSelected('');
          }}
        />
      </section>
      <ItemList
        label={t('web-template-inbox.email.listLabel', { folder: folderName(folder) })}
        heading={<h2>{folderName(folder)}</h2>}
        searchLabel={t('web-template-inbox.email.search')}
        query={query}
        onQuery={setQuery}
        items={items}
        selected={selected}
        onChoose={choose}
        empty={
          query.trim()
            ? t('web-template-inbox.noMatch', { query })
            : t('web-template-inbox.email.empty', { folder: folderName(folder) })
        }
      />
      <DetailPane headingId="mail-heading" placeholder={t('web-template-inbox.email.choose')}>
        {open ? (
          <>
            <BackButton onBack={() => setSelected('')}>
              {t('web-template-inbox.email.back', { folder: folderName(folder) })}
            </BackButton>
            <OpenHeading id="mail-heading" heading={heading}>
              {open.subject}
            </OpenHeading>
            <dl className="mail__meta">
              <div>
                <dt>{t('web-template-inbox.email.from')}</dt>
                <dd>{open.from}</dd>
              </div>
              <div>
                <dt>{t('web-template-inbox.email.to')}</dt>
                <dd>{open.to}</dd>
              </div>
              <div>
                <dt>{t('web-template-inbox.email.date')}</dt>
                <dd>
                  <time dateTime={open.at}>{when(open.at)}</time>
                </dd>
              </div>
            </dl>
            <div className="template-row">
              {open.place === 'trash' ? null : (
                <button
                  type="button"
                  className="template-toggle"
                  aria-pressed={open.starred}
                  onClick={() => change(open.id, (item) => ({ ...item, starred: !item.starred }))}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
                  </svg>
                  {t('web-template-inbox.email.star')}
                </button>
              )}
              <KathaButton type="button" variant="outlined" color="error" onClick={() => remove(open)}>
                {open.place === 'trash'
                  ? t('web-template-inbox.email.deleteForever')
                  : t('web-template-inbox.email.delete')}
              </KathaButton>
            </div>
            <p className="mail__body">{open.body}</p>
          </>
        ) : null}
      </DetailPane>
    </InboxPage>
  );
}
