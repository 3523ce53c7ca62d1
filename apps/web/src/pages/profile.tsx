import { useAtomValue } from 'jotai';
import { AccountSettings } from '../parts/account-settings.js';
import { AuthorAccess } from '../parts/author-access.js';
import { usePageTitle } from '../parts/page-title.js';
import { ProfileImage } from '../parts/profile-image.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { SignOutEverywhere } from '../parts/sign-out-everywhere.js';
import { useI18n } from '../state/locale.js';
import { isWriterAtom, userAtom } from '../state/session.js';
import '../generated/messages/web-account.js';
import '../generated/messages/web-app.js';

/** `/core/profile/me`: the reader's stats, account settings and the request to become an author. */
export default function ProfilePage() {
  const i18n = useI18n();
  const { t } = i18n;
  usePageTitle(t('web-app.menuProfile'));
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  const profile = user?.profile;
  if (!user || !profile) return <SignInRequired />;
  const stats = profile.user_stat;

  return (
    <div className="profile">
      <header className="profile__head">
        <ProfileImage user={user} />
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
        <AccountSettings user={user} />
      </section>
      <section aria-labelledby="security-heading">
        <h2 id="security-heading" className="section-title">
          {t('web-account.securityHeading')}
        </h2>
        <SignOutEverywhere />
      </section>
      {isWriter ? null : (
        <section aria-labelledby="author-heading">
          <h2 id="author-heading" className="section-title">
            {t('web-account.authorAccessHeading')}
          </h2>
          <AuthorAccess user={user} />
        </section>
      )}
    </div>
  );
}
