import { KathaAvatar } from '@katha/react/avatar';
import { KathaButton } from '@katha/react/button';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { katha } from '../lib/client.js';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { useI18n } from '../state/locale.js';
import { refreshUser, userAtom } from '../state/session.js';

/** `/core/profile/me`: the reader's stats and account settings (name and bio). */
export default function ProfilePage() {
  const i18n = useI18n();
  const { t } = i18n;
  usePageTitle(t('web-app.menuProfile'));
  const user = useAtomValue(userAtom);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<'saved' | 'failed' | null>(null);
  const profile = user?.profile;
  if (!user || !profile) return <SignInRequired />;
  const stats = profile.user_stat;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    setMessage(null);
    try {
      await katha.PUT('/profiles/{documentId}', {
        params: { path: { documentId: profile.documentId } },
        body: {
          data: { name: String(form.get('name') ?? '').trim(), bio: String(form.get('bio') ?? '').trim() },
        },
      });
      await refreshUser();
      setMessage('saved');
    } catch {
      setMessage('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="profile">
      <header className="profile__head">
        <KathaAvatar size="lg" name={profile.name || user.username} src={profile.profile_image?.url ?? ''} />
        <div>
          <h1 className="section-title">{profile.name || user.username}</h1>
          <p className="muted">@{user.username}</p>
        </div>
      </header>
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="section-title">
          {t('web-account.statsHeading')}
        </h2>
        <dl className="stats">
          <div>
            <dt>{t('web-account.readingPoints')}</dt>
            <dd>{i18n.formatNumber(stats?.reading_points ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('web-account.readingLevel')}</dt>
            <dd>{i18n.formatNumber(stats?.reading_level ?? 1)}</dd>
          </div>
          <div>
            <dt>{t('web-account.readingBonus')}</dt>
            <dd>{i18n.formatCurrency(stats?.reading_bonus ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('web-account.totalEarnings')}</dt>
            <dd>{i18n.formatCurrency(stats?.total_earnings ?? 0)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="section-title">
          {t('web-app.menuProfileSubtitle')}
        </h2>
        <form className="auth__form" onSubmit={save}>
          <label className="field">
            <span>{t('web-account.name')}</span>
            <input name="name" defaultValue={profile.name ?? ''} maxLength={80} autoComplete="name" />
          </label>
          <label className="field">
            <span>{t('web-account.bio')}</span>
            <textarea name="bio" defaultValue={profile.bio ?? ''} maxLength={1000} rows={4} />
          </label>
          {message ? (
            <p role="status" className={message === 'failed' ? 'form-error' : 'form-ok'}>
              {message === 'saved' ? t('web-account.saved') : t('web-account.saveFailed')}
            </p>
          ) : null}
          <KathaButton type="submit" loading={saving}>
            {t('web-account.save')}
          </KathaButton>
        </form>
      </section>
    </div>
  );
}
