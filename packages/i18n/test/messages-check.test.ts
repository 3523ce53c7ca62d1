import { describe, expect, it } from 'vitest';
import { extractIds, findProblems, messageArguments, unregisteredNamespaces } from '../tools/messages.js';

describe('extractIds', () => {
  it('finds literal ids passed to t()', () => {
    const source = `html\`\${this.t('button.loading')}\${i18n.t("common.retry", { n })}\`; t(\`nav.home\`);
      format('not.anid'); alert('x.y'); this.t(\`theme.\${name}\`);`;
    expect(extractIds(source)).toEqual(['button.loading', 'common.retry', 'nav.home']);
  });
});

describe('messageArguments', () => {
  it('lists nested plural, select and tag arguments', () => {
    expect(messageArguments('{n, plural, one {# by {name}} other {<b>#</b>}} {d, date}')).toEqual([
      'date:d',
      'plural:n',
      'string:name',
      'tag:b',
    ]);
  });
});

describe('findProblems', () => {
  it('reports an id used in source but missing in a locale', () => {
    const catalogs = { en: { 'a.x': 'X' }, 'hi-IN': { 'a.x': 'एक्स' }, 'kn-IN': { 'a.x': 'ಎಕ್ಸ್' } };
    expect(findProblems(catalogs, ['a.x'])).toEqual([]);
    expect(findProblems(catalogs, ['a.y'])).toEqual([
      'a.y: used in source but missing in en',
      'a.y: used in source but missing in hi-IN',
      'a.y: used in source but missing in kn-IN',
    ]);
  });
  it('reports an id defined in one locale only', () => {
    expect(findProblems({ en: { 'a.x': 'X' }, 'hi-IN': {} }, [])).toEqual(['a.x: missing in hi-IN']);
  });
  it('reports ICU arguments that differ from English, and broken syntax', () => {
    const catalogs = {
      en: { 'a.x': 'Hello {name}', 'a.y': '{n, plural, one {#} other {#}}' },
      'hi-IN': { 'a.x': 'नमस्ते {naam}', 'a.y': '{n, plural, one {#} other {#}' },
    };
    const problems = findProblems(catalogs, []);
    expect(problems[0]).toBe("a.x (hi-IN): ICU arguments [string:naam] differ from en's [string:name]");
    expect(problems[1]).toMatch(/^a\.y \(hi-IN\): invalid ICU message/);
    expect(problems).toHaveLength(2);
  });
});

describe('unregisteredNamespaces', () => {
  it('names the namespaces a file uses without importing their messages', () => {
    const source = `import '@katha/i18n/messages/chip';\nthis.t('chip.remove'); t('avatar.label'); t('common.retry');`;
    expect(unregisteredNamespaces(source)).toEqual(['avatar']);
    expect(unregisteredNamespaces(`import { createI18n } from '@katha/i18n';\nt('avatar.label');`)).toEqual(
      [],
    );
    const site = `import '../generated/messages/web-app.js';\nt('web-app.login'); t('web-home.latest');`;
    expect(unregisteredNamespaces(site)).toEqual(['web-home']);
  });
});
