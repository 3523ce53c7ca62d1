import type { Core } from '@strapi/strapi';

const api = (name: string, ...actions: string[]) => actions.map((action) => `api::${name}.${name}.${action}`);
const up = (controller: string, ...actions: string[]) =>
  actions.map((action) => `plugin::users-permissions.${controller}.${action}`);
const comments = (...actions: string[]) => actions.map((action) => `plugin::comments.client.${action}`);

const PUBLIC = [
  ...api('article', 'find', 'findOne', 'trending', 'surpriseMe', 'view', 'read'),
  ...api('profile', 'find', 'findOne'),
  ...api('topic', 'find', 'findOne'),
  ...api('blog-topic', 'find', 'findOne'),
  ...api('publisher', 'find', 'findOne'),
  ...api('subscription-plan', 'find', 'findOne'),
  ...api('newsletter-subscriber', 'create'),
  ...api('referral-code', 'validate'),
  ...comments('findAllFlat', 'findAllInHierarchy'),
  ...up(
    'auth',
    'callback',
    'connect',
    'providers',
    'register',
    'forgotPassword',
    'resetPassword',
    'emailConfirmation',
    'sendEmailConfirmation',
  ),
];

const AUTHENTICATED = [
  ...PUBLIC,
  ...api('profile', 'update'),
  ...api('request-author-access', 'find', 'findOne', 'create'),
  ...api('subscription', 'find', 'findOne', 'cancel'),
  // The caller's own notifications only (src/api/notification); the server makes them.
  ...api('notification', 'find', 'unreadCount', 'markAllRead', 'markRead'),
  ...comments('post', 'put', 'removeComment', 'reportAbuse'),
  // Logout ends the caller's session, or all of theirs (`scope: 'all'`).
  ...up('auth', 'changePassword', 'logout'),
  // No `user.find` (the list of users) and no `role.*` (the role list and users' roles through
  // relations): `/users/me?populate=role` answers the caller's own role (the users-permissions extension).
  ...up('user', 'me', 'findOne', 'update', 'usernameAvailable'),
  // The caller's own bookmarks (no user id in the query).
  ...api('article', 'bookmarked'),
  // Readers upload their profile picture; writers their featured images. Replacing, editing and
  // deleting a file is for its uploader and staff (src/extensions/upload/strapi-server.ts).
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.destroy',
];

/**
 * Writers create and update their own articles and read their own statistics and earnings
 * (spec section 6: readers are refused those, 403, not answered with an empty list).
 */
const WRITER = [
  ...AUTHENTICATED,
  ...api('article', 'create', 'update'),
  ...api('insight', 'find', 'findOne'),
  ...api('article-revenue', 'find', 'findOne'),
  ...api('profile-revenue', 'find', 'findOne'),
];

/** The permission matrix, by role type. README.md of apps/cms explains it. */
export const PERMISSIONS: Record<string, string[]> = {
  public: PUBLIC,
  authenticated: AUTHENTICATED,
  editor: WRITER,
  katha_staff: WRITER,
};

const ROLES = [
  { type: 'editor', name: 'Editor', description: 'Writers: create, translate and update their own articles' },
  {
    type: 'katha_staff',
    name: 'Katha staff',
    description: 'Staff: write like editors and moderate comments',
  },
];

/**
 * Creates the `editor` and `katha_staff` roles and sets every role's permissions to the matrix
 * above, adding what is missing and removing what is not in it. Safe on every start.
 */
export const ensureRolesAndPermissions = async (strapi: Core.Strapi) => {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const role of ROLES) {
    if (!(await roles.findOne({ where: { type: role.type } }))) await roles.create({ data: role });
  }
  for (const [type, wanted] of Object.entries(PERMISSIONS)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role ${type} is missing`);
    const current: { id: number; action: string }[] = await permissions.findMany({
      select: ['id', 'action'],
      where: { role: { id: role.id } },
    });
    const have = new Set(current.map((permission) => permission.action));
    const stale = current.filter((permission) => !wanted.includes(permission.action));
    if (stale.length) await permissions.deleteMany({ where: { id: { $in: stale.map((p) => p.id) } } });
    for (const action of wanted.filter((action) => !have.has(action))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
};
