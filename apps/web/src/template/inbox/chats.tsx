import { KathaAvatar } from '@katha/react/avatar';
import { KathaButton } from '@katha/react/button';
import { KathaList } from '@katha/react/list';
import { KathaTextField } from '@katha/react/text-field';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { newId, useStored } from '../stored.js';
import { type Conversation, isConversations, lastMessage, seedChats } from './chat-data.js';
import { INBOX_STYLES } from './styles.js';
import { useWhen } from './when.js';
import '@katha/i18n/messages/web-template-inbox';

const STORE_KEY = 'katha-template-chats';

/**
 * /apps/chats: conversations (searchable) beside the open one, kept in this browser. The composer
 * sends on Enter (Shift+Enter starts a new line); a sent message is announced politely and stays
 * after a reload. On a phone the list and the conversation take the screen in turn.
 */
export default function Chats() {
  const { t } = useI18n();
  const when = useWhen();
  const title = t('web-template-inbox.chats.title');
  usePageTitle(title);
  const [conversations, update] = useStored(STORE_KEY, seedChats, isConversations);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState('');
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The open item's heading takes focus when the person chose it (on a phone it replaced the list).
  const focusHeading = useRef(false);
  useEffect(() => {
    if (focusHeading.current && selected) heading.current?.focus();
    focusHeading.current = false;
  }, [selected]);
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
    setSelected(id);
    setDraft('');
    focusHeading.current = true;
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
    <article className="template-page">
      <style>{INBOX_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-inbox.chats.intro')}</p>
      {conversations === null ? (
        <p className="template-result" role="status">
          {t('web-template-inbox.loading')}
        </p>
      ) : (
        <div className="inbox" data-pane={open ? 'detail' : 'list'}>
          <div className="inbox__grid">
            <section className="inbox__list" aria-label={t('web-template-inbox.chats.listLabel')}>
              <KathaTextField
                type="search"
                label={t('web-template-inbox.chats.search')}
                value={query}
                onInput={(event: FormEvent<HTMLElement>) =>
                  setQuery((event.currentTarget as HTMLInputElement).value)
                }
              />
              {items.length ? (
                <KathaList
                  interactive
                  dividers
                  label={t('web-template-inbox.chats.listLabel')}
                  items={items}
                  selected={selected}
                  onKathaListSelect={(event: CustomEvent<{ id: string }>) => choose(event.detail.id)}
                />
              ) : (
                <p className="template-result">{t('web-template-inbox.noMatch', { query })}</p>
              )}
            </section>
            <section className="inbox__detail" aria-labelledby={open ? 'chat-heading' : undefined}>
              {open ? (
                <>
                  <header className="inbox__detail-head">
                    <KathaButton
                      className="inbox__back"
                      type="button"
                      variant="text"
                      onClick={() => setSelected('')}
                    >
                      {t('web-template-inbox.chats.back')}
                    </KathaButton>
                    <KathaAvatar name={open.name} size="sm" />
                    <h2 id="chat-heading" ref={heading} tabIndex={-1}>
                      {open.name}
                    </h2>
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
                    <KathaTextField
                      multiline
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
              ) : (
                <p className="template-result inbox__choose">{t('web-template-inbox.chats.choose')}</p>
              )}
            </section>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
    </article>
  );
}
