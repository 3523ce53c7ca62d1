import { inLocale } from '../../shared/sample-text.js';
import { PRODUCT_TEXT } from './product-text.js';

/**
 * The shop's sample products (a publishing house's own shop: books, notebooks, pens and
 * bookmarks). Names, makers, descriptions and reviews read in the page's language (productsIn,
 * product-text.ts); prices are rupees, shown through the page's formatCurrency.
 */
export type Category = 'books' | 'notebooks' | 'pens' | 'bookmarks';

export const CATEGORIES: readonly Category[] = ['books', 'notebooks', 'pens', 'bookmarks'];

export interface Review {
  name: string;
  rating: number;
  text: string;
}

export interface Product {
  /** The product's id in /apps/ecommerce/detail/:id. */
  id: string;
  name: string;
  /** A book's author, a maker's name for the rest. */
  by: string;
  category: Category;
  /** Rupees. */
  price: number;
  /** Stars, 1 to 5. */
  rating: number;
  /** When it came into the shop (ISO date): "newest" sorts by it. */
  added: string;
  /** The hue of its picture (an inline SVG). */
  hue: number;
  stock: number;
  description: string;
  reviews: readonly Review[];
}

export const PRODUCTS: readonly Product[] = [
  {
    id: '1',
    name: 'Monsoon Letters',
    by: 'Anjali Rao',
    category: 'books',
    price: 499,
    rating: 5,
    added: '2026-10-02',
    hue: 205,
    stock: 24,
    description:
      'Letters written between two friends across one long monsoon in Udupi: rain, fishing boats, school exams and the slow work of staying close from far away.',
    reviews: [
      { name: 'Meera K.', rating: 5, text: 'I read it in one sitting and then again, slowly.' },
      { name: 'Rahul S.', rating: 4, text: 'Gentle and funny. The last letter stays with you.' },
    ],
  },
  {
    id: '2',
    name: 'The Banyan Diaries',
    by: 'Vikram Iyer',
    category: 'books',
    price: 350,
    rating: 4,
    added: '2026-08-14',
    hue: 120,
    stock: 12,
    description: 'Short stories told under one old banyan tree in a Mysuru lane, over forty years.',
    reviews: [{ name: 'Lakshmi P.', rating: 4, text: 'Each story is a small window. Lovely.' }],
  },
  {
    id: '3',
    name: 'Poems of the Deccan',
    by: 'Farah Siddiqui',
    category: 'books',
    price: 299,
    rating: 4,
    added: '2026-06-30',
    hue: 30,
    stock: 8,
    description: 'Sixty poems about rock, river and city, in plain words that read well aloud.',
    reviews: [{ name: 'Arjun M.', rating: 4, text: 'Some of these I now know by heart.' }],
  },
  {
    id: '4',
    name: 'A Kitchen in Hubballi',
    by: 'Sunita Desai',
    category: 'books',
    price: 650,
    rating: 5,
    added: '2026-11-05',
    hue: 0,
    stock: 15,
    description: 'Recipes and memories from a family kitchen, with a story beside every dish.',
    reviews: [
      { name: 'Kavya R.', rating: 5, text: 'The jolada rotti chapter alone is worth it.' },
      { name: 'Imran H.', rating: 5, text: 'A cookbook you can read like a novel.' },
    ],
  },
  {
    id: '5',
    name: 'Writer’s Notebook, A5 ruled',
    by: 'Katha Press',
    category: 'notebooks',
    price: 249,
    rating: 4,
    added: '2026-09-20',
    hue: 260,
    stock: 60,
    description: '192 ruled pages of 100 gsm paper that takes fountain pen ink without showing through.',
    reviews: [{ name: 'Neha G.', rating: 4, text: 'Good paper, lies flat, the elastic is strong.' }],
  },
  {
    id: '6',
    name: 'Pocket Notebook, set of 3',
    by: 'Katha Press',
    category: 'notebooks',
    price: 180,
    rating: 3,
    added: '2026-05-11',
    hue: 160,
    stock: 40,
    description: 'Three plain pocket notebooks for ideas on the bus, stitched and recycled.',
    reviews: [{ name: 'Sanjay T.', rating: 3, text: 'Handy, though the covers wear quickly.' }],
  },
  {
    id: '7',
    name: 'Handmade Paper Journal',
    by: 'Sanganer Paper Works',
    category: 'notebooks',
    price: 720,
    rating: 5,
    added: '2026-10-28',
    hue: 40,
    stock: 6,
    description: 'Cotton rag paper, deckled edges and a cloth binding sewn by hand.',
    reviews: [{ name: 'Divya N.', rating: 5, text: 'Too beautiful to write in. I write in it anyway.' }],
  },
  {
    id: '8',
    name: 'Fountain Pen, medium nib',
    by: 'Ratnam Pens',
    category: 'pens',
    price: 1250,
    rating: 5,
    added: '2026-07-18',
    hue: 340,
    stock: 9,
    description: 'A hand-turned ebonite fountain pen from Rajahmundry with a smooth medium nib.',
    reviews: [{ name: 'Prakash V.', rating: 5, text: 'Writes the moment it touches the paper.' }],
  },
  {
    id: '9',
    name: 'Gel Pens, pack of 10',
    by: 'Katha Press',
    category: 'pens',
    price: 120,
    rating: 3,
    added: '2026-04-02',
    hue: 190,
    stock: 100,
    description: 'Ten quick-drying black gel pens, 0.5 mm, for editing drafts in the margins.',
    reviews: [{ name: 'Aisha B.', rating: 3, text: 'Fine for the price; one pen was dry.' }],
  },
  {
    id: '10',
    name: 'Bottled Ink, indigo',
    by: 'Ratnam Pens',
    category: 'pens',
    price: 390,
    rating: 4,
    added: '2026-09-02',
    hue: 230,
    stock: 20,
    description: 'A 60 ml bottle of deep indigo ink that dries to a soft blue-black.',
    reviews: [{ name: 'Gopal D.', rating: 4, text: 'Rich colour, flows well, cleans out easily.' }],
  },
  {
    id: '11',
    name: 'Brass Bookmark, peacock',
    by: 'Moradabad Crafts',
    category: 'bookmarks',
    price: 275,
    rating: 4,
    added: '2026-08-01',
    hue: 50,
    stock: 30,
    description: 'A thin brass bookmark cut in the shape of a peacock feather.',
    reviews: [{ name: 'Shalini J.', rating: 4, text: 'Pretty, and it does not dent the pages.' }],
  },
  {
    id: '12',
    name: 'Kalamkari Bookmarks, set of 4',
    by: 'Srikalahasti Artisans',
    category: 'bookmarks',
    price: 150,
    rating: 5,
    added: '2026-11-12',
    hue: 15,
    stock: 45,
    description: 'Four cloth bookmarks painted by hand in the Kalamkari style, laminated.',
    reviews: [{ name: 'Ritu A.', rating: 5, text: 'Gave them as gifts; everyone asked where from.' }],
  },
];

export const productById = (id: string | undefined, locale = 'en') =>
  productsIn(locale).find((product) => product.id === id);

const byLocale = new Map<string, readonly Product[]>();
/** The products as they read in `locale`: their words from product-text.ts. */
export function productsIn(locale: string): readonly Product[] {
  const known = byLocale.get(locale);
  if (known) return known;
  const products = inLocale(PRODUCTS, locale, PRODUCTS, PRODUCT_TEXT);
  byLocale.set(locale, products);
  return products;
}

/** The shop's price range (rupees), for the price filter. */
export const PRICE_MAX = 1500;
/** GST on books is nil but stationery carries it: the demo charges one rate on the whole cart. */
export const TAX_RATE = 0.12;
/** Delivery is free from this subtotal up; else SHIPPING_FEE. */
export const FREE_SHIPPING_FROM = 500;
export const SHIPPING_FEE = 60;
