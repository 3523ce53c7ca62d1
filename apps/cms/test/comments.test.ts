import { describe, expect, it } from 'vitest';
import { api, createArticle, register, registerEditor } from './api.ts';

// Issue 15 §3.14: comments named their author by username; people appear by their profile's name.
describe('comment authors', () => {
  it('are named by their profile display name (else their username), in lists and answers', async () => {
    const writer = await registerEditor();
    const named = await register('named');
    const plain = await register('plain');
    const renamed = await api.put(
      `/profiles/${named.profile.documentId}`,
      { data: { name: 'Kavya Rao' } },
      named.jwt,
    );
    expect(renamed.status).toBe(200);
    const { body } = await createArticle(writer);
    const path = `/comments/api::article.article:${body.data.documentId}`;

    const posted = await api.post(path, { content: 'Named, not by my handle.' }, named.jwt);
    expect(posted.status).toBe(200);
    expect(posted.body.author).toMatchObject({ id: named.id, name: 'Kavya Rao' });
    const reply = await api.post(path, { content: 'A reply.', threadOf: posted.body.id }, plain.jwt);
    expect(reply.status).toBe(200);

    const list = await api.get(`${path}?sort=createdAt:desc`);
    expect(list.status).toBe(200);
    const top = (
      list.body as { content: string; author: { name: string }; children: { author: { name: string } }[] }[]
    ).find((comment) => comment.content === 'Named, not by my handle.')!;
    expect(top.author.name).toBe('Kavya Rao');
    expect(top.children[0]!.author.name).toBe(plain.username);
    expect(JSON.stringify(list.body)).not.toContain(named.username);

    const edited = await api.put(
      `${path}/comment/${posted.body.id}`,
      { content: 'Named, and edited.' },
      named.jwt,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.author).toMatchObject({ name: 'Kavya Rao' });
  });
});
