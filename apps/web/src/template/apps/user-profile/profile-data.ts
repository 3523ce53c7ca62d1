import { dataOf, type KathaClient, type Profile } from '@katha/sdk';

/**
 * Whose profile a visitor sees: Asha Rao, the first of the seed's authors (apps/cms/seed-content
 * authors.json). A signed-in reader sees their own; `?u=<username>` opens anyone's public profile.
 */
export const SAMPLE_AUTHOR = 'asha_rao';

/** Who the profile pages show: a username, or the signed-in reader's own profile (documentId). */
export type Subject = { username: string } | { documentId: string };

/**
 * The profile with its picture and who it follows and is followed by (their public fields only:
 * the CMS's public projection), or null when there is none.
 */
export async function loadSubject(client: KathaClient, subject: Subject): Promise<Profile | null> {
  const filters =
    'username' in subject
      ? { username: { $eq: subject.username } }
      : { documentId: { $eq: subject.documentId } };
  const answer = dataOf(
    await client.GET('/profiles', {
      params: {
        query: {
          filters,
          populate: { profile_image: true, following: true, followed_by: true },
          pagination: { pageSize: 1 },
        },
      },
    }),
  );
  return answer.data[0] ?? null;
}

/** The CMS takes at most this many ids in one `$in`. */
const MAX_IN = 100;

/** Profiles a page: a page of 100 with their bios and pictures could pass the CMS's answer bound (1 MB). */
const PAGE_SIZE = 50;

/** These profiles (documentIds) with their pictures, by name. */
export async function loadPeople(client: KathaClient, ids: readonly string[]): Promise<Profile[]> {
  const asked = ids.slice(0, MAX_IN);
  if (!asked.length) return [];
  const pages = Array.from({ length: Math.ceil(asked.length / PAGE_SIZE) }, (_, index) => index + 1);
  const answers = await Promise.all(
    pages.map(async (page) =>
      dataOf(
        await client.GET('/profiles', {
          params: {
            query: {
              filters: { documentId: { $in: asked } },
              populate: { profile_image: true },
              pagination: { page, pageSize: PAGE_SIZE },
              sort: ['name:asc'],
            },
          },
        }),
      ),
    ),
  );
  return answers.flatMap((answer) => answer.data);
}
