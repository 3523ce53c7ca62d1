import { KathaEmptyState } from '@katha/react/empty-state';
import { useAtomValue } from 'jotai';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { useI18n } from '../state/locale.js';
import { userAtom } from '../state/session.js';
import '@katha/i18n/messages/web-app';

/** `/core/write/new` and `/core/write/:documentId?locale=…`: the editor (writer studio work in progress). */
export default function WritePage(_props: { documentId?: string }) {
  const { t } = useI18n();
  usePageTitle(t('web-app.notYetTitle'));
  const user = useAtomValue(userAtom);
  if (!user) return <SignInRequired />;
  return (
    <KathaEmptyState heading={t('web-app.notYetTitle')} message={t('web-app.notYetBody')} headingLevel={1} />
  );
}
