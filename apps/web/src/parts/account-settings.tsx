import { KathaButton } from '@katha/react/button';
import { KathaTextField } from '@katha/react/text-field';
import { isUsernameAvailable, LOCALES, type Locale, type User } from '@katha/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { katha } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { tooManyRequestsMessage } from '../lib/rate-limit.js';
import { useI18n } from '../state/locale.js';
import { refreshUser } from '../state/session.js';
import '../generated/messages/web-account.js';
import '../generated/messages/web-terms.js';

const USERNAME = /^[a-z0-9_.]{3,30}$/;
type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';
/** Each language's bio label (issue 15 §3.10: a bio per language). */
const BIO_LABELS = {
  en: 'web-account.bioEn',
  'hi-IN': 'web-account.bioHi',
  'kn-IN': 'web-account.bioKn',
} as const satisfies Record<Locale, string>;

/**
 * Name, a bio in each language (all three in the form at once, so none is lost switching between
 * them), username (checked live: another user with the name means it is taken) and the terms.
 */
export function AccountSettings({ user }: { user: User }) {
  const { t, locale } = useI18n();
  const profile = user.profile!;
  const [name, setName] = useState(profile.name ?? '');
  const [bios, setBios] = useState<Record<Locale, string>>(() => ({
    en: profile.bios?.en ?? '',
    'hi-IN': profile.bios?.['hi-IN'] ?? '',
    'kn-IN': profile.bios?.['kn-IN'] ?? '',
  }));
  // The interface's language first.
  const bioLocales = [...LOCALES].sort((a, b) => Number(b === locale) - Number(a === locale));
  const [username, setUsername] = useState(user.username);
  const [availability, setAvailability] = useState<Availability>('idle');
  // The username check's 429 (its rate limit), translated; the name can still be saved.
  const [limited, setLimited] = useState<string | null>(null);
  const [terms, setTerms] = useState(!!user.t_n_c_accepted);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<'saved' | 'failed' | null>(null);

  useEffect(() => {
    const wanted = username.trim().toLowerCase();
    setLimited(null);
    if (wanted === user.username) return setAvailability('idle');
    if (!USERNAME.test(wanted)) return setAvailability('invalid');
    setAvailability('checking');
    let current = true;
    const timer = setTimeout(() => {
      isUsernameAvailable(katha, wanted, [user.username]).then(
        (free) => current && setAvailability(free ? 'available' : 'taken'),
        (failure: unknown) => {
          if (!current) return;
          setAvailability('idle');
          setLimited(tooManyRequestsMessage(t, failure));
        },
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username, user.username, t]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (availability === 'taken' || availability === 'invalid' || availability === 'checking') return;
    setSaving(true);
    setMessage(null);
    try {
      await katha.PUT('/profiles/{documentId}', {
        params: { path: { documentId: profile.documentId } },
        body: {
          // Every language is sent: an emptied one is removed (the CMS keeps what is not sent).
          data: {
            name: name.trim(),
            bios: { en: bios.en.trim(), 'hi-IN': bios['hi-IN'].trim(), 'kn-IN': bios['kn-IN'].trim() },
          },
        },
      });
      const wanted = username.trim().toLowerCase();
      if (wanted !== user.username || terms !== !!user.t_n_c_accepted) {
        await katha.PUT('/users/{id}', {
          params: { path: { id: user.id } },
          body: { ...(wanted !== user.username ? { username: wanted } : {}), t_n_c_accepted: terms },
        });
      }
      await refreshUser();
      setMessage('saved');
    } catch {
      setMessage('failed');
    } finally {
      setSaving(false);
    }
  };

  const usernameError =
    availability === 'taken'
      ? t('web-account.usernameTaken')
      : availability === 'invalid'
        ? t('web-account.usernameRule')
        : (limited ?? '');
  const usernameHint =
    availability === 'available'
      ? t('web-account.usernameAvailable')
      : availability === 'checking'
        ? t('web-account.usernameChecking')
        : '';
  return (
    <form className="auth__form" onSubmit={save} data-testid="account-settings">
      <KathaTextField
        label={t('web-account.name')}
        name="name"
        value={name}
        maxlength={80}
        autocomplete="name"
        onInput={(event) => setName(event.currentTarget.value)}
      />
      <KathaTextField
        label={t('web-account.username')}
        name="username"
        value={username}
        maxlength={30}
        autocomplete="username"
        hint={usernameHint}
        error={usernameError}
        onInput={(event) => setUsername(event.currentTarget.value)}
      />
      <fieldset className="bios" aria-describedby="bios-hint">
        <legend>{t('web-account.bio')}</legend>
        <p id="bios-hint" className="muted">
          {t('web-account.bioHint')}
        </p>
        {bioLocales.map((bioLocale) => (
          <KathaTextField
            key={bioLocale}
            label={t(BIO_LABELS[bioLocale])}
            name={`bio-${bioLocale}`}
            value={bios[bioLocale]}
            multiline
            rows={3}
            maxlength={1000}
            counter
            onInput={(event) => {
              const text = event.currentTarget.value;
              setBios((previous) => ({ ...previous, [bioLocale]: text }));
            }}
          />
        ))}
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
        <TermsLabel />
      </label>
      {message ? (
        <p role="status" className={message === 'failed' ? 'form-error' : 'form-ok'}>
          {message === 'saved' ? t('web-account.saved') : t('web-account.saveFailed')}
        </p>
      ) : null}
      <KathaButton
        type="submit"
        loading={saving}
        disabled={availability === 'taken' || availability === 'invalid'}
      >
        {t('web-account.save')}
      </KathaButton>
    </form>
  );
}

/** "I accept Katha's terms of use", the words "terms of use" linking to the terms page. */
function TermsLabel() {
  const { t } = useI18n();
  const marker = '\u0001';
  const [before = '', after = ''] = t('web-terms.accept', { terms: marker }).split(marker);
  return (
    <span>
      {before}
      <Link href={paths.terms}>{t('web-terms.linkText')}</Link>
      {after}
    </span>
  );
}
