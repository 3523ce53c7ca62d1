import { dataOf, type KathaClient, type User } from '@katha/sdk';

/**
 * The user as the site needs it: profile (picture, followers, following, reading stats) and role.
 * The browser asks with the session cookie (src/state/session.ts), the server with the cookie's
 * token when it renders a signed-in reader's page (src/entry-server.tsx).
 */
export async function loadUser(client: KathaClient): Promise<User> {
  return dataOf(
    await client.GET('/users/me', {
      params: {
        query: {
          populate: {
            role: true,
            profile: {
              populate: {
                profile_image: true,
                followed_by: true,
                following: true,
                user_stat: true,
              },
            },
          },
        },
      },
    }),
  );
}
