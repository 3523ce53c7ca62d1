import { KathaAvatar } from '@katha/react/avatar';
import { KathaButton } from '@katha/react/button';
import { KathaTextarea } from '@katha/react/textarea';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../state/locale.js';
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
import { type Conversation, isConversations, lastMessage, seedChats } from './chat-data.js';
import { chatsIn } from './chat-text.js';
import '../../../generated/messages/web-template-inbox.js';

const STORE_KEY = 'katha-template-chats';

/**
 * /apps/chats: conversations (searchable) beside the open one, kept in this browser. The composer
 * sends on Enter (Shift+Enter starts a new line); a sent message is announced politely and stays
 * after a reload. On a phone the list and the conversation take the screen in turn.
 */
export default function Chats() {
  const { t, locale } = useI18n();
  const when = useWhen();
  const [stored, update] = useStored(STORE_KEY, seedChats, isConversations);
  const conversations = useMemo(() => stored && chatsIn(stored, locale), [stored, locale]);
  const [query, setQuery] = useState('');
  const { selected, setSelected, choose: openItem, heading } = useOpenItem();
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const log = useRef<HTMLElement>(null);

  const open = conversations?.find((item) => item.id === selected);
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const sorted = [...(conversations ?? [])].sort((a, b) =>
      (lastMessage(b)?.at ?? '').localeCompare(lastMessage(a)?.at ?? ''),
    );
    return needle
      ? sorted.filter(
          (item) =>
            item.name.toLocaleLowerCase().includes(needle) ||
            item.messages.some((message) => message.text.toLocaleLowerCase().includes(needle)),
        )
      : sorted;
  }, [conversations, query]);
  const items = useMemo(
    () =>
      shown.map((item) => {
        const last = lastMessage(item);
        return {
          id: item.id,
          primary: item.name,
          secondary: last
            ? last.from === 'me'
              ? t('web-template-inbox.chats.youSaid', { text: last.text })
              : last.text
            : '',
          avatar: item.name,
          meta: last ? when(last.at) : '',
        };
      }),
    [shown, t, when],
  );

  // The newest message in view: on opening a conversation and after each one sent.
  const count = open?.messages.length ?? 0;
  useEffect(() => {
    if (log.current && count) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  const choose = (id: string) => {
    openItem(id);
    setDraft('');
  };
  const send = (conversation: Conversation) => {
    const text = draft.trim();
    if (!text) return;
    const message = { id: newId(), from: 'me' as const, text, at: new Date().toISOString() };
    update((all) =>
      all.map((item) =>
        item.id === conversation.id ? { ...item, messages: [...item.messages, message] } : item,
      ),
    );
    setDraft('');
    setAnnouncement(t('web-template-inbox.chats.sent', { name: conversation.name }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (open) send(open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (open) send(open);
  };

  return (
    <InboxPage
      title={t('web-template-inbox.chats.title')}
      intro={t('web-template-inbox.chats.intro')}
      loading={conversations === null}
      open={Boolean(open)}
      announcement={announcement}
    >
      <ItemList
        label={t('web-template-inbox.chats.listLabel')}
        searchLabel={t('web-template-inbox.chats.search')}
        query={query}
        onQuery={setQuery}
        items={items}
        selected={selected}
        onChoose={choose}
        empty={t('web-template-inbox.noMatch', { query })}
      />
      <DetailPane headingId="chat-heading" placeholder={t('web-template-inbox.chats.choose')}>
        {open ? (
          <>
            <header className="inbox__detail-head">
              <BackButton onBack={() => setSelected('')}>{t('web-template-inbox.chats.back')}</BackButton>
              <KathaAvatar name={open.name} size="sm" />
              <OpenHeading id="chat-heading" heading={heading}>
                {open.name}
              </OpenHeading>
            </header>
            <section
              className="chat__log"
              ref={log}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region is reachable by keyboard
              tabIndex={0}
              aria-label={t('web-template-inbox.chats.messagesWith', { name: open.name })}
            >
              {open.messages.length ? (
                <ol className="chat__messages">
                  {open.messages.map((message) => (
                    <li key={message.id} className={`chat__message chat__message--${message.from}`}>
                      <span className="visually-hidden">
                        {message.from === 'me' ? t('web-template-inbox.chats.you') : open.name}
                      </span>
                      <p>{message.text}</p>
                      <time dateTime={message.at}>{when(message.at)}</time>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="template-result">{t('web-template-inbox.chats.empty')}</p>
              )}
            </section>
            <form className="chat__composer" onSubmit={onSubmit}>
              <KathaTextarea
                rows={2}
                label={t('web-template-inbox.chats.message')}
                hint={t('web-template-inbox.chats.messageHint')}
                value={draft}
                onInput={(event: FormEvent<HTMLElement>) =>
                  setDraft((event.currentTarget as HTMLTextAreaElement).value)
                }
                onKeyDown={onKeyDown}
              />
              <KathaButton type="submit">{t('web-template-inbox.chats.send')}</KathaButton>
            </form>
          </>
        ) : null}
      </DetailPane>
    </InboxPage>
  );
}
