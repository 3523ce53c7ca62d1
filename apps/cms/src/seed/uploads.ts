/** The seed's images: rendered once per machine (a cache) and uploaded through Strapi's upload service. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx, Data } from './context';

export interface UploadedFile {
  id: number;
  documentId: string;
  formats?: Record<string, { url: string }> | null;
}
interface UploadService {
  upload(
    input: {
      data: { fileInfo: { name: string; alternativeText?: string; caption?: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    },
    opts?: Data,
  ): Promise<UploadedFile[]>;
}

export async function uploadImage(ctx: Ctx, name: string, buffer: Buffer, mimetype: string, alt: string) {
  const filepath = path.join(ctx.tmpDir, name);
  await fs.promises.writeFile(filepath, buffer);
  const service = ctx.strapi.plugin('upload').service('upload') as unknown as UploadService;
  const [file] = await service.upload({
    data: { fileInfo: { name, alternativeText: alt, caption: alt } },
    files: { filepath, originalFilename: name, mimetype, size: buffer.length },
  });
  return file;
}

/**
 * Rendering is deterministic, so rendered images are kept in a git-ignored cache
 * (`.tmp/seed-image-cache`) keyed by a hash of the SVG: fresh test databases on the same machine
 * skip the SVG rasterising. Any cache problem just means rendering again.
 */
export async function cachedRender(ctx: Ctx, svg: string, render: (svg: string) => Promise<Buffer>) {
  const file = path.join(ctx.cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.bin`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    const buffer = await render(svg);
    await fs.promises
      .mkdir(ctx.cacheDir, { recursive: true })
      .then(() => fs.promises.writeFile(file, buffer))
      .catch(() => {});
    return buffer;
  }
}
