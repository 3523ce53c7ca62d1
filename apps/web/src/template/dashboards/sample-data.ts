// The dashboards' and widgets' sample figures (issue 17 §1): fixed values, not the clock's, so the
// server's HTML and the browser's first render agree. Names and titles may stay as they are;
// every label around them is translated.

/** Fourteen days of a sample writer's views and reads (oldest first). */
export const SAMPLE_DAYS = [
  '2026-11-12',
  '2026-11-13',
  '2026-11-14',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
] as const;
export const SAMPLE_VIEWS = [820, 910, 1240, 1320, 880, 790, 860, 940, 1010, 1380, 1450, 990, 920, 1060];
export const SAMPLE_READS = [340, 380, 560, 610, 350, 330, 360, 400, 430, 640, 690, 410, 390, 450];

/** A sample writer's earnings by source and what was paid and is due (rupees). */
export const SAMPLE_EARNINGS = { incentive: 18450.5, ads: 6320.25, other: 1200, total: 25970.75 };
export const SAMPLE_PAID_DUE = { paid: 21000, due: 4970.75 };

/** A sample writer's most viewed stories over the fourteen days. */
export const SAMPLE_TOP = [
  { id: 'monsoon', title: 'Monsoon letters from Udupi', locale: 'en', views: 4210, reads: 1930 },
  { id: 'chai', title: 'चाय की दुकान पर एक शाम', locale: 'hi-IN', views: 3380, reads: 1510 },
  { id: 'hampi', title: 'ಹಂಪಿಯ ಕಲ್ಲುಗಳು ಹೇಳುವ ಕಥೆ', locale: 'kn-IN', views: 2950, reads: 1280 },
  { id: 'trains', title: 'Night trains and long stories', locale: 'en', views: 2110, reads: 860 },
  { id: 'grandma', title: "My grandmother's recipe notebook", locale: 'en', views: 1920, reads: 790 },
];

/** A sample writer's latest days per story (newest first): the activity list. */
export const SAMPLE_ACTIVITY = [
  { id: 'a1', date: '2026-11-25', title: 'Monsoon letters from Udupi', locale: 'en', views: 412, reads: 188 },
  { id: 'a2', date: '2026-11-25', title: 'चाय की दुकान पर एक शाम', locale: 'hi-IN', views: 305, reads: 140 },
  { id: 'a3', date: '2026-11-24', title: 'ಹಂಪಿಯ ಕಲ್ಲುಗಳು ಹೇಳುವ ಕಥೆ', locale: 'kn-IN', views: 268, reads: 117 },
  {
    id: 'a4',
    date: '2026-11-24',
    title: 'Night trains and long stories',
    locale: 'en',
    views: 190,
    reads: 72,
  },
  {
    id: 'a5',
    date: '2026-11-23',
    title: "My grandmother's recipe notebook",
    locale: 'en',
    views: 171,
    reads: 66,
  },
];

// The shop (/dashboards/ecommerce): six months of sales, recent orders, best sellers.

export const SHOP_MONTHS = [
  '2026-06-01',
  '2026-07-01',
  '2026-08-01',
  '2026-09-01',
  '2026-10-01',
  '2026-11-01',
];
export const SHOP_REVENUE = [182400, 204900, 196300, 231800, 268500, 247200];
export const SHOP_ORDERS = [412, 455, 431, 502, 571, 538];
export const SHOP_TOTALS = { revenue: 1331100, orders: 2909, customers: 1784, returns: 37 };

export type OrderStatus = 'paid' | 'shipped' | 'delivered' | 'refunded';
export interface Order {
  id: string;
  customer: string;
  product: string;
  date: string;
  status: OrderStatus;
  amount: number;
}
export const RECENT_ORDERS: Order[] = [
  {
    id: 'KT-10482',
    customer: 'Ananya Rao',
    product: 'Katha Plus, one year',
    date: '2026-11-25',
    status: 'paid',
    amount: 999,
  },
  {
    id: 'KT-10481',
    customer: 'Rohan Mehta',
    product: 'Monsoon stories (print)',
    date: '2026-11-25',
    status: 'shipped',
    amount: 449,
  },
  {
    id: 'KT-10480',
    customer: 'Kavya Shetty',
    product: 'Hampi photo book',
    date: '2026-11-24',
    status: 'delivered',
    amount: 1299,
  },
  {
    id: 'KT-10479',
    customer: 'Imran Sheikh',
    product: 'Writers’ notebook set',
    date: '2026-11-24',
    status: 'delivered',
    amount: 349,
  },
  {
    id: 'KT-10478',
    customer: 'Meera Iyer',
    product: 'Katha Plus, one month',
    date: '2026-11-23',
    status: 'refunded',
    amount: 99,
  },
  {
    id: 'KT-10477',
    customer: 'Arjun Gowda',
    product: 'Kannada poetry reader',
    date: '2026-11-23',
    status: 'shipped',
    amount: 599,
  },
];

export const TOP_PRODUCTS = [
  { id: 'plus-year', name: 'Katha Plus, one year', sold: 412, revenue: 411588 },
  { id: 'hampi', name: 'Hampi photo book', sold: 196, revenue: 254604 },
  { id: 'monsoon', name: 'Monsoon stories (print)', sold: 318, revenue: 142782 },
  { id: 'poetry', name: 'Kannada poetry reader', sold: 201, revenue: 120399 },
  { id: 'notebook', name: 'Writers’ notebook set', sold: 287, revenue: 100163 },
];

// The widgets (/widgets/*).

/** The sample writer's last seven days (oldest first) for the sparklines and small charts. */
export const WEEK = SAMPLE_DAYS.slice(-7);
export const WEEK_VIEWS = SAMPLE_VIEWS.slice(-7);
export const WEEK_READS = SAMPLE_READS.slice(-7);
export const WEEK_EARNINGS = [820, 910, 1310, 1390, 870, 840, 960];
export const WEEK_FOLLOWERS = [12, 18, 25, 31, 14, 9, 16];
/** Readers by device (sample). */
export const DEVICES = { phone: 7420, desktop: 2130, tablet: 650 };

export const PEOPLE = [
  { id: 'ananya', name: 'Ananya Rao', city: 'Udupi', stories: 42, followers: 1280 },
  { id: 'rohan', name: 'Rohan Mehta', city: 'Jaipur', stories: 17, followers: 640 },
  { id: 'kavya', name: 'Kavya Shetty', city: 'Mysuru', stories: 29, followers: 915 },
];

export const PRODUCTS = [
  { id: 'hampi', name: 'Hampi photo book', price: 1299, rating: 4.5, isNew: true },
  { id: 'monsoon', name: 'Monsoon stories (print)', price: 449, rating: 4, isNew: false },
  { id: 'notebook', name: 'Writers’ notebook set', price: 349, rating: 5, isNew: false },
];
