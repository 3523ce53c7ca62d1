import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';

/**
 * Where uploads are stored: the CMS's `public/uploads` by default (Strapi's local provider), or an
 * S3-compatible bucket when KATHA_S3_BUCKET is set (Strapi's `aws-s3` provider), which every CMS
 * instance shares (README "Several instances"). Either way a file's URL is `/uploads/<name>` and the
 * CMS serves it, inert (src/middlewares/upload-headers.ts; from the bucket: upload-store.ts), so
 * the site's proxy, its image endpoint and the security model's headers are the same for both.
 */
export const UPLOADS_PATH = '/uploads';

type Env = Core.Config.Shared.ConfigParams['env'];

export interface S3UploadOptions {
  baseUrl: string;
  s3Options: S3ClientConfig & { params: { Bucket: string; ACL?: undefined } };
}

/** The upload plugin's provider settings for the bucket, or none (local files) without KATHA_S3_BUCKET. */
export const uploadProvider = (
  env: Env,
): { provider: 'aws-s3'; providerOptions: S3UploadOptions } | Record<string, never> => {
  const bucket = env('KATHA_S3_BUCKET', '');
  if (!bucket) return {};
  const accessKeyId = env('KATHA_S3_ACCESS_KEY_ID', '');
  const secretAccessKey = env('KATHA_S3_SECRET_ACCESS_KEY', '');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The file's URL: this CMS's /uploads/<key>, not the bucket's address.
      baseUrl: UPLOADS_PATH,
      s3Options: {
        // Unset: AWS S3 itself, by region.
        endpoint: env('KATHA_S3_ENDPOINT', '') || undefined,
        region: env('KATHA_S3_REGION', 'us-east-1'),
        // MinIO and most local servers take the bucket in the path, not in the host name.
        forcePathStyle: env.bool('KATHA_S3_FORCE_PATH_STYLE', false),
        // Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role).
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // Checksums only where S3 requires them: stores other than AWS (R2, MinIO versions, local
        // servers) refuse the SDK's default trailing checksums on streamed uploads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // No ACL header (the provider's default is public-read): objects stay private, read
        // through the CMS; buckets with ACLs disabled (AWS's default, R2) refuse the header.
        params: { Bucket: bucket, ACL: undefined },
      },
    },
  };
};

/** The bucket's settings when uploads go to one (config/plugins.ts), else undefined. */
export const s3UploadOptions = (strapi: Core.Strapi): S3UploadOptions | undefined => {
  const config = strapi.config.get('plugin::upload') as {
    provider?: string;
    providerOptions?: S3UploadOptions;
  };
  return config?.provider === 'aws-s3' ? config.providerOptions : undefined;
};
