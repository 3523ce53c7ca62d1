import { screen, type TemplateEntry } from '../shared/registry.js';

/** The blog post and product the demo menu links to (spec section 2: /apps/blog/detail/{slug}, /apps/ecommerce/detail/{id}). */
const SAMPLE_POST = 'night-train-to-hampi';
const SAMPLE_PRODUCT = '1';

/** The user profile's four pages are one app, loaded once. */
const profile = () => import('./user-profile/profile-app.js');
const blog = (id: string) => ({ section: 'apps', groups: ['blog'], id }) as const;
const shop = (id: string) => ({ section: 'apps', groups: ['ecommerce'], id }) as const;
const profileMenu = (id: string) => ({ section: 'apps', groups: ['userProfile'], id }) as const;

/**
 * The apps (/apps/*), each a chunk of its own, in the menu's order: on sample data kept in the
 * browser (contacts, notes, tickets, chats, email, calendar, the shop), or over Katha's real
 * articles and people (the blog, the user profile).
 */
export const SCREENS: readonly TemplateEntry[] = [
  screen({
    path: '/apps/contacts',
    page: () => import('./contacts/contacts.js'),
    menu: { section: 'apps', id: 'contacts', icon: 'user' },
  }),
  screen({ path: '/apps/blog/post', page: () => import('./blog/post.js'), menu: blog('blogPosts') }),
  screen({
    path: '/apps/blog/detail/:slug',
    page: () => import('./blog/detail.js'),
    menu: { ...blog('blogDetail'), params: { slug: SAMPLE_POST } },
  }),
  screen({ path: '/apps/ecommerce/shop', page: () => import('./ecommerce/shop.js'), menu: shop('shop') }),
  screen({
    path: '/apps/ecommerce/detail/:id',
    page: () => import('./ecommerce/detail.js'),
    menu: { ...shop('productDetail'), params: { id: SAMPLE_PRODUCT } },
  }),
  screen({
    path: '/apps/ecommerce/list',
    page: () => import('./ecommerce/list.js'),
    menu: shop('productList'),
  }),
  screen({
    path: '/apps/ecommerce/checkout',
    page: () => import('./ecommerce/checkout.js'),
    menu: shop('checkout'),
  }),
  screen({
    path: '/apps/chats',
    page: () => import('./chats/chats.js'),
    menu: { section: 'apps', id: 'chats', icon: 'bell' },
  }),
  screen({
    path: '/apps/user-profile/profile',
    page: profile,
    props: { tab: 'profile' },
    menu: profileMenu('profile'),
  }),
  screen({
    path: '/apps/user-profile/followers',
    page: profile,
    props: { tab: 'followers' },
    menu: profileMenu('followers'),
  }),
  screen({
    path: '/apps/user-profile/friends',
    page: profile,
    props: { tab: 'friends' },
    menu: profileMenu('friends'),
  }),
  screen({
    path: '/apps/user-profile/gallery',
    page: profile,
    props: { tab: 'gallery' },
    menu: profileMenu('gallery'),
  }),
  screen({
    path: '/apps/notes',
    page: () => import('./notes/notes.js'),
    menu: { section: 'apps', id: 'notes', icon: 'pencil' },
  }),
  screen({
    path: '/apps/calendar',
    page: () => import('./calendar/calendar.js'),
    menu: { section: 'apps', id: 'calendar', icon: 'layers' },
  }),
  screen({
    path: '/apps/email',
    page: () => import('./email/email.js'),
    menu: { section: 'apps', id: 'email', icon: 'bell' },
  }),
  screen({
    path: '/apps/tickets',
    page: () => import('./tickets/tickets.js'),
    menu: { section: 'apps', id: 'tickets', icon: 'bookmark' },
  }),
];
