// `npm start`: the whole site on embedded defaults. Starts every service below whose
// workspace defines the script, prefixes their output, and stops them all together.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The services of a local Katha, in start order. */
const services = [
  { name: 'cms', dir: 'apps/cms', script: 'dev' },
  { name: 'web', dir: 'apps/web', script: 'start:local' },
];

const hasScript = ({ dir, script }) => {
  const manifest = join(root, dir, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[script]);
};

const children = services.filter(hasScript).map(({ name, dir, script }) => {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: join(root, dir),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with code ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
