/** Users and roles: the authors and demo accounts, each with a profile and an avatar. */
import type { PersonSource } from './content';
import {
  type Ctx,
  type Data,
  type Doc,
  docs,
  money,
  PROFILE,
  query,
  ROLE,
  startLimited,
  USER,
} from './context';
import { avatarSvg, renderWebp } from './images';
import type { Rng } from './prng';
import { cachedRender, type UploadedFile, uploadImage } from './uploads';

export interface Person {
  source: PersonSource;
  userId: number;
  profile: Doc;
  /** the uploaded avatar: set on the profile with the social graph, so users need not wait for images */
  avatar: Promise<UploadedFile>;
}

async function roleId(ctx: Ctx, type: string): Promise<number> {
  const role = await query(ctx.strapi, ROLE).findOne({ where: { type } });
  if (role) return role.id;
  ctx.log(`role "${type}" is missing: creating it without permissions`);
  const created = await query(ctx.strapi, ROLE).create({
    data: {
      type,
      name: type === 'katha_staff' ? 'Katha staff' : type[0].toUpperCase() + type.slice(1),
      description: type,
    },
  });
  return created.id;
}

export async function seedPeople(ctx: Ctx, rng: Rng): Promise<Map<string, Person>> {
  const { people } = ctx.content;
  const all = [...people.authors, ...people.accounts];
  const roles = new Map<string, number>();
  for (const type of new Set(all.map((p) => p.role))) roles.set(type, await roleId(ctx, type));

  const avatars = startLimited(all, 3, async (p) => {
    const webp = await cachedRender(
      ctx,
      avatarSvg(p.name, p.avatar.background, p.avatar.foreground),
      renderWebp,
    );
    return uploadImage(ctx, `avatar-${p.username}.webp`, webp, 'image/webp', p.name);
  });

  const result = new Map<string, Person>();
  for (const [i, p] of all.entries()) {
    let user = await query(ctx.strapi, USER).findOne({ where: { email: p.email } });
    if (!user) {
      const users = ctx.strapi.plugin('users-permissions').service('user') as unknown as {
        add(values: Data): Promise<Doc>;
      };
      user = await users.add({
        username: p.username,
        email: p.email,
        password: people.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roles.get(p.role),
        t_n_c_accepted: true,
      });
    }
    let profileRow = await query(ctx.strapi, PROFILE).findOne({ where: { user: { id: user.id } } });
    if (!profileRow) {
      profileRow = await docs(ctx.strapi, PROFILE).create({ data: { username: p.username, user: user.id } });
    }
    const isWriter = p.role === 'editor' || p.role === 'katha_staff';
    const points = isWriter ? rng.int(200, 2400) : p.username === 'reader' ? 1260 : rng.int(40, 900);
    const profile = await docs(ctx.strapi, PROFILE).update({
      documentId: profileRow.documentId,
      data: {
        username: p.username,
        name: p.name,
        bios: p.bios,
        author_access_status: p.role === 'editor' ? 'approved' : 'none',
        user_stat: {
          total_earnings: 0,
          reading_points: points,
          reading_level: 1 + Math.floor(points / 500),
          reading_bonus: money(Math.floor(points / 100) * 2.5),
        },
      },
    });
    if (!profile) throw new Error(`profile of ${p.username} vanished`);
    result.set(p.username, { source: p, userId: user.id, profile, avatar: avatars[i] });
  }
  ctx.log(`${result.size} users with profiles (avatars follow)`);
  return result;
}
