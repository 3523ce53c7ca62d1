/**
 * The table pages' sample data: Katha-like writers, articles (views, earnings in rupees, dates)
 * and daily earnings. Fixed values and a deterministic generator (no clock, no randomness), so the
 * server and the browser build the same rows and the hydrated page matches the server's.
 */

export type Topic = 'poetry' | 'travel' | 'food' | 'history' | 'science' | 'life';

export interface Writer {
  id: string;
  name: string;
  city: string;
  articles: number;
  followers: number;
  joined: string;
}

export interface Article {
  id: string;
  title: string;
  author: string;
  topic: Topic;
  views: number;
  earnings: number;
  published: string;
  minutes: number;
  likes: number;
  comments: number;
}

export interface DailyEarning {
  id: string;
  date: string;
  views: number;
  reads: number;
  earnings: number;
}

export const WRITERS: readonly Writer[] = [
  { id: 'w1', name: 'Asha Rao', city: 'Bengaluru', articles: 42, followers: 12_840, joined: '2023-02-14' },
  { id: 'w2', name: 'Ravi Kumar', city: 'Mysuru', articles: 17, followers: 2_310, joined: '2024-06-01' },
  { id: 'w3', name: 'Meera Iyer', city: 'Chennai', articles: 63, followers: 48_905, joined: '2022-11-20' },
  { id: 'w4', name: 'Kiran Shetty', city: 'Udupi', articles: 8, followers: 640, joined: '2025-09-09' },
  { id: 'w5', name: 'अनिल वर्मा', city: 'Lucknow', articles: 29, followers: 7_215, joined: '2023-08-30' },
  { id: 'w6', name: 'ಪ್ರಿಯಾ ಗೌಡ', city: 'Hubballi', articles: 35, followers: 15_020, joined: '2024-01-05' },
  { id: 'w7', name: 'Farah Khan', city: 'Hyderabad', articles: 12, followers: 1_980, joined: '2025-03-17' },
  { id: 'w8', name: 'Tenzin Norbu', city: 'Gangtok', articles: 21, followers: 5_430, joined: '2024-10-12' },
];

const names = WRITERS.map((writer) => writer.name);

/** Hand-written articles in the languages Katha publishes in. */
export const ARTICLES: readonly Article[] = [
  ['Monsoon letters', 'travel', 18_420, 5_520.5, '2026-07-02', 7],
  ['मानसून की पहली चिट्ठी', 'poetry', 9_310, 2_793, '2026-06-18', 4],
  ['ಬೆಂಗಳೂರಿನ ಮಳೆ', 'life', 25_770, 7_731, '2026-05-30', 6],
  ['The ferry to Majuli', 'travel', 4_105, 1_231.5, '2026-04-11', 9],
  ['Grandmother’s rasam', 'food', 31_980, 9_594, '2026-03-27', 5],
  ['हम्पी के पत्थर', 'history', 6_890, 2_067, '2026-03-03', 11],
  ['ಮೈಸೂರು ಪಾಕ್ ಕಥೆ', 'food', 12_450, 3_735, '2026-02-19', 6],
  ['Why the stars blink', 'science', 2_260, 678, '2026-02-02', 8],
  ['Letters from Leh', 'travel', 14_030, 4_209, '2026-01-24', 12],
  ['चाय और किताबें', 'life', 21_570, 6_471, '2026-01-09', 5],
  ['ಕಡಲ ತೀರದ ಕವನ', 'poetry', 3_380, 1_014, '2025-12-28', 3],
  ['The baker of Basavanagudi', 'food', 8_760, 2_628, '2025-12-12', 7],
  ['ताजमहल की सुबह', 'history', 17_240, 5_172, '2025-11-30', 10],
  ['Fireflies of the Western Ghats', 'science', 11_090, 3_327, '2025-11-15', 9],
  ['ಅಜ್ಜಿಯ ಕಥೆಗಳು', 'life', 28_640, 8_592, '2025-10-31', 8],
  ['A night train to Goa', 'travel', 5_515, 1_654.5, '2025-10-14', 6],
  ['बारिश में भीगी कविता', 'poetry', 1_870, 561, '2025-09-29', 2],
  ['Counting tigers', 'science', 7_420, 2_226, '2025-09-08', 13],
  ['ಹಂಪಿಯ ಕಲ್ಲುಗಳು', 'history', 10_330, 3_099, '2025-08-22', 11],
  ['Kitchen radio', 'life', 640, 192, '2025-08-03', 4],
].map(([title, topic, views, earnings, published, minutes], index) => ({
  id: `a${index + 1}`,
  title: title as string,
  author: names[index % names.length]!,
  topic: topic as Topic,
  views: views as number,
  earnings: earnings as number,
  published: published as string,
  minutes: minutes as number,
  likes: Math.round((views as number) / 23),
  comments: Math.round((views as number) / 410),
}));

const PLACES = [
  'Hampi',
  'Udupi',
  'Kochi',
  'Varanasi',
  'Leh',
  'Shillong',
  'Mysuru',
  'Puri',
  'Coorg',
  'Jaipur',
];
const THEMES = [
  'diaries',
  'at dawn',
  'in the rain',
  'recipes',
  'after dark',
  'notebook',
  'markets',
  'stories',
];
const TOPICS: readonly Topic[] = ['poetry', 'travel', 'food', 'history', 'science', 'life'];
const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2023, 0, 1);

/** `count` articles made from the index alone (the pagination page shows 10,000). */
export function generateArticles(count: number): Article[] {
  return Array.from({ length: count }, (_, index) => {
    const views = (index * 7_919) % 48_000;
    return {
      id: `g${index + 1}`,
      title: `${PLACES[index % PLACES.length]} ${THEMES[Math.floor(index / PLACES.length) % THEMES.length]} ${Math.floor(index / 80) + 1}`,
      author: names[(index * 3) % names.length]!,
      topic: TOPICS[index % TOPICS.length]!,
      views,
      earnings: Math.round(views * 30) / 100,
      published: new Date(FIRST_DAY + ((index * 37) % 1_050) * DAY).toISOString().slice(0, 10),
      minutes: 2 + (index % 12),
      likes: Math.round(views / 23),
      comments: Math.round(views / 410),
    };
  });
}

/** Sixty days of one writer's earnings, up to 20 November 2026. */
export const DAILY_EARNINGS: readonly DailyEarning[] = Array.from({ length: 60 }, (_, index) => {
  const views = 900 + ((index * 389) % 2_400) + (index % 7 === 5 ? 1_800 : 0);
  return {
    id: `d${index}`,
    date: new Date(Date.UTC(2026, 10, 20) - index * DAY).toISOString().slice(0, 10),
    views,
    reads: Math.round(views * 0.62),
    earnings: Math.round(views * 31) / 100,
  };
});
