/** One message of a conversation: `me` is the person using the app. */
export interface ChatMessage {
  id: string;
  from: 'me' | 'them';
  text: string;
  /** When it was sent (ISO 8601). */
  at: string;
}

/** A conversation with one person. */
export interface Conversation {
  id: string;
  name: string;
  messages: ChatMessage[];
}

const SAMPLE: ReadonlyArray<{
  id: string;
  name: string;
  lines: ReadonlyArray<[ChatMessage['from'], string, number]>;
}> = [
  {
    id: 'asha',
    name: 'Asha Rao',
    lines: [
      ['them', 'Did you read the new story on the Kaveri delta?', 190],
      ['me', 'Yes! The photographs are beautiful.', 180],
      ['them', 'Shall we ask the writer for a follow-up piece?', 12],
    ],
  },
  {
    id: 'vikram',
    name: 'Vikram Iyer',
    lines: [
      ['me', 'The Kannada edition goes live tomorrow morning.', 1500],
      ['them', 'Great. I will share it with the book club.', 1460],
    ],
  },
  {
    id: 'meera',
    name: 'Meera Joshi',
    lines: [
      ['them', 'Can you review my Hindi translation before Friday?', 3000],
      ['me', 'Of course, send it over.', 2950],
      ['them', 'Sent! Thank you so much.', 2900],
    ],
  },
  {
    id: 'farhan',
    name: 'Farhan Qureshi',
    lines: [['them', 'The poetry reading is at 6 pm in Mysuru.', 5000]],
  },
  {
    id: 'lakshmi',
    name: 'Lakshmi Menon',
    lines: [
      ['me', 'Thanks for the recipe column!', 9000],
      ['them', 'Happy to write another one next month.', 8800],
    ],
  },
];

/** The sample conversations, their messages dated minutes before `now`. */
export function seedChats(now = Date.now()): Conversation[] {
  return SAMPLE.map(({ id, name, lines }) => ({
    id,
    name,
    messages: lines.map(([from, text, minutesAgo], index) => ({
      id: `${id}-${index}`,
      from,
      text,
      at: new Date(now - minutesAgo * 60_000).toISOString(),
    })),
  }));
}

export const isConversations = (value: unknown): value is Conversation[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item?.id === 'string' &&
      typeof item.name === 'string' &&
      Array.isArray(item.messages) &&
      item.messages.every(
        (message: Partial<ChatMessage> | null) =>
          typeof message?.id === 'string' &&
          typeof message.text === 'string' &&
          typeof message.at === 'string',
      ),
  );

/** The conversation's last message, if any. */
export const lastMessage = (conversation: Conversation) => conversation.messages.at(-1);
