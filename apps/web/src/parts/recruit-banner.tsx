import { KathaButton } from '@katha/react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { paths } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import { isWriterAtom } from '../state/session.js';

/** The writer-recruitment banner of the home and article pages, for anyone who is neither editor nor staff. */
export function RecruitBanner() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  if (useAtomValue(isWriterAtom)) return null;
  return (
    <aside className="recruit" data-testid="recruit-banner">
      <p>{t('web-app.banner')}</p>
      <KathaButton variant="secondary" onClick={() => navigate(paths.write)}>
        {t('web-app.bannerAction')}
      </KathaButton>
    </aside>
  );
}
