import { KathaEmptyState } from '@katha/react/empty-state';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useInBrowser } from '../lib/in-browser.js';
import { AuthorAccess } from '../parts/author-access.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { useI18n } from '../state/locale.js';
import { userAtom } from '../state/session.js';
import { useWriter } from './write/use-writer.js';
import '../generated/messages/web-write.js';
import writeCss from './write.css?inline';

const Studio = lazy(() => import('./write/studio.js'));

/** `/core/write/new` and `/core/write/:documentId?locale=…`: the writer studio. */
export default function WritePage({ documentId }: { documentId?: string }) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const { writer, signedIn } = useWriter();
  const inBrowser = useInBrowser();
  const studioLoading = <Loading variant="text" count={4} />;
  usePageTitle(documentId ? t('web-write.editTitle') : t('web-write.newTitle'));
  if (!writer && !user) return <SignInRequired />;
  return (
    <>
      {/* The studio's rules come with its page: not in the stylesheet every page inlines (vite.config.ts). */}
      <style>{writeCss}</style>
      {writer ? (
        // The server renders a signed-in writer's page too (server/render.ts): the studio's
        // placeholder there, the studio once in the browser.
        <Suspense fallback={studioLoading}>
          {inBrowser ? <Studio documentId={documentId} user={writer} signedIn={signedIn} /> : studioLoading}
        </Suspense>
      ) : (
        <section className="write-access">
          <KathaEmptyState
            heading={t('web-write.becomeWriter')}
            message={t('web-write.becomeWriterBody')}
            headingLevel={1}
          />
          {user?.profile ? <AuthorAccess user={user} /> : null}
        </section>
      )}
    </>
  );
}
