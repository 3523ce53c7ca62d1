// `npm publish --dry-run` for every package under packages/ (what `changeset publish` would
// publish), after checking each manifest has what a published package needs. Run after
// `npm run build`: `npm run publish:dry-run`. Exits non-zero when any package fails.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const REQUIRED = [
  'name',
  'version',
  'description',
  'license',
  'repository',
  'exports',
  'types',
  'files',
  'sideEffects',
];
let failed = 0;

for (const folder of readdirSync(join(root, 'packages')).sort()) {
  const dir = join(root, 'packages', folder);
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.private) continue;
  const problems = REQUIRED.filter((field) => manifest[field] === undefined).map((field) => `no "${field}"`);
  const main = manifest.exports?.['.'];
  if (!main?.types || !main?.import) problems.push('exports["."] lacks types or import');
  if (!existsSync(join(dir, 'README.md'))) problems.push('no README.md');
  else if (!/```/.test(readFileSync(join(dir, 'README.md'), 'utf8').split('\n').slice(0, 40).join('\n')))
    problems.push('README.md does not open with an example');
  if (!existsSync(join(dir, 'dist'))) problems.push('no dist/ (run `npm run build` first)');
  if (problems.length === 0) {
    try {
      const output = execFileSync('npm', ['publish', '--dry-run', '--ignore-scripts', '--json'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const report = JSON.parse(output.slice(output.indexOf('{')));
      const summary = report[manifest.name] ?? report;
      console.log(
        `ok   ${manifest.name}@${manifest.version}: ${summary.entryCount} files, ${(summary.size / 1024).toFixed(1)} kB packed`,
      );
      continue;
    } catch (error) {
      problems.push(`npm publish --dry-run failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
    }
  }
  failed += 1;
  console.error(`FAIL ${manifest.name ?? folder}: ${problems.join('; ')}`);
}
process.exit(failed ? 1 : 0);
