import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The dev secrets Strapi needs; each one can be overridden by the environment variable of the same name. */
export interface DevSecrets {
  APP_KEYS: string;
  API_TOKEN_SALT: string;
  ADMIN_JWT_SECRET: string;
  TRANSFER_TOKEN_SALT: string;
  JWT_SECRET: string;
  ENCRYPTION_KEY: string;
}

const random = () => randomBytes(24).toString('base64');

const generate = (): DevSecrets => ({
  APP_KEYS: [random(), random(), random(), random()].join(','),
  API_TOKEN_SALT: random(),
  ADMIN_JWT_SECRET: random(),
  TRANSFER_TOKEN_SALT: random(),
  JWT_SECRET: random(),
  ENCRYPTION_KEY: random(),
});

let cached: DevSecrets | undefined;

/**
 * Reads `.secrets.json` in the app folder, creating it with fresh random values on first use.
 * The file is written atomically (temp file + link), so instances starting at once agree on one set.
 */
export const devSecrets = (appRoot = process.cwd()): DevSecrets => {
  if (cached) return cached;
  const file = path.join(appRoot, '.secrets.json');
  if (!fs.existsSync(file)) {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(generate(), null, 2)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temp);
    }
  }
  cached = JSON.parse(fs.readFileSync(file, 'utf8')) as DevSecrets;
  return cached;
};

/** The environment variable when set, the dev secret otherwise. */
export const secret = (name: keyof DevSecrets): string => process.env[name] || devSecrets()[name];
