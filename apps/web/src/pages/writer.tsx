import { KathaEmptyState } from '@katha/react/empty-state';
import { useAtomValue } from 'jotai';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { useI18n } from '../state/locale.js';
import { isWriterAtom, userAtom } from '../state/session.js';

/**
 * The writers' routes (write, my articles, content & stats). Their screens belong to the
 * writer-side work; until then the route says so honestly, and guards by role as the spec says.
 */
export default function WriterPage({ section }: { section: 'write' | 'my-articles' | 'content-stats' }) {
  const { t } = useI18n();
  usePageTitle(t('web-app.notYetTitle'));
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  if (!user) return <SignInRequired />;
  if (section !== 'write' && !isWriter)
    return <KathaEmptyState heading={t('web-app.restricted')} headingLevel={1} />;
  return (
    <KathaEmptyState heading={t('web-app.notYetTitle')} message={t('web-app.notYetBody')} headingLevel={1} />
  );
}
