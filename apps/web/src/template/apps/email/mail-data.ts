/** Where a mail is kept; "starred" is a view over the others, not a place. */
export type MailPlace = 'inbox' | 'sent' | 'trash';
/** The folders shown: the places and the starred view. */
export const FOLDERS = ['inbox', 'sent', 'starred', 'trash'] as const;
export type Folder = (typeof FOLDERS)[number];

export interface Mail {
  id: string;
  place: MailPlace;
  starred: boolean;
  from: string;
  to: string;
  subject: string;
  body: string;
  /** When it was sent (ISO 8601). */
  at: string;
}

const ME = 'you@katha.example';

const SAMPLE: ReadonlyArray<Omit<Mail, 'id' | 'at'> & { hoursAgo: number }> = [
  {
    place: 'inbox',
    starred: true,
    from: 'Asha Rao <asha@katha.example>',
    to: ME,
    subject: 'Your story is on the home page',
    body: 'Namaste!\n\nYour story on the Kaveri delta is featured on the home page this week. Readers love the photographs.\n\nAsha',
    hoursAgo: 2,
  },
  {
    place: 'inbox',
    starred: false,
    from: 'Vikram Iyer <vikram@katha.example>',
    to: ME,
    subject: 'Book club meeting on Saturday',
    body: 'Hi,\n\nThe book club meets on Saturday at 5 pm in Jayanagar. We are reading your translation of the monsoon poems.\n\nVikram',
    hoursAgo: 20,
  },
  {
    place: 'inbox',
    starred: false,
    from: 'Katha Payouts <payouts@katha.example>',
    to: ME,
    subject: 'Your November earnings',
    body: 'Your earnings for November are ready. Open the studio to see the details.',
    hoursAgo: 50,
  },
  {
    place: 'inbox',
    starred: false,
    from: 'Meera Joshi <meera@katha.example>',
    to: ME,
    subject: 'Hindi translation draft',
    body: 'Here is the draft of the Hindi translation. Could you read it before Friday?\n\nThanks,\nMeera',
    hoursAgo: 96,
  },
  {
    place: 'sent',
    starred: false,
    from: ME,
    to: 'Farhan Qureshi <farhan@katha.example>',
    subject: 'Poetry reading in Mysuru',
    body: 'Farhan, I will be at the reading on time. Shall I bring copies of the anthology?',
    hoursAgo: 30,
  },
  {
    place: 'trash',
    starred: false,
    from: 'Newsletter <news@katha.example>',
    to: ME,
    subject: 'This week on Katha',
    body: 'Ten stories we loved this week, in English, Hindi and Kannada.',
    hoursAgo: 200,
  },
];

/** The sample mail, dated hours before `now`. */
export function seedMail(now = Date.now()): Mail[] {
  return SAMPLE.map(({ hoursAgo, ...mail }, index) => ({
    ...mail,
    id: `sample-${index}`,
    at: new Date(now - hoursAgo * 3_600_000).toISOString(),
  }));
}

export const isMail = (value: unknown): value is Mail[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item?.id === 'string' &&
      ['inbox', 'sent', 'trash'].includes(item.place) &&
      typeof item.subject === 'string' &&
      typeof item.at === 'string',
  );

/** Whether a mail shows in a folder (starred: every starred mail not in the trash). */
export const inFolder = (mail: Mail, folder: Folder) =>
  folder === 'starred' ? mail.starred && mail.place !== 'trash' : mail.place === folder;

/** The sender's address for mail written here. */
export const MY_ADDRESS = ME;

/** "Asha Rao <asha@…>" → "Asha Rao". */
export const displayName = (address: string) => address.replace(/\s*<[^>]*>\s*$/, '') || address;
