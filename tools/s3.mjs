// A throwaway S3-compatible store for tests and the local cluster (KATHA_S3_*): s3rver (the
// maintained @20minutes fork, from the npm registry) on a free loopback port, its bucket in a
// temporary folder removed on stop. It runs in the calling process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { freePort } from './cms-process.mjs';

/** s3rver's built-in account. */
const KEY = 'S3RVER';

/**
 * Starts the store with one empty bucket; `env` is what a CMS needs to keep its uploads there
 * (apps/cms/src/utils/upload-store.ts).
 */
export const startS3 = async ({ bucket = 'katha-uploads', port } = {}) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: port ?? (await freePort()),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      KATHA_S3_BUCKET: bucket,
      KATHA_S3_ENDPOINT: endpoint,
      KATHA_S3_REGION: 'us-east-1',
      KATHA_S3_FORCE_PATH_STYLE: 'true',
      KATHA_S3_ACCESS_KEY_ID: KEY,
      KATHA_S3_SECRET_ACCESS_KEY: KEY,
    },
    /** The keys of the objects in the bucket. */
    keys: async () => (await server.store.listObjects(bucket, {})).objects.map((object) => object.key),
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
