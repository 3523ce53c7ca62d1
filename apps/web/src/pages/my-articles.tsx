import { KathaEmptyState } from '@katha/react/empty-state';
import { usePageTitle } from '../parts/page-title.js';
import { WriterOnly } from '../parts/writer-only.js';
import { useI18n } from '../state/locale.js';
import '@katha/i18n/messages/web-app';

/** Writer studio screen (work in progress). */
export default function Page() {
  const { t } = useI18n();
  usePageTitle(t('web-app.notYetTitle'));
  return (
    <WriterOnly>
      <KathaEmptyState
        heading={t('web-app.notYetTitle')}
        message={t('web-app.notYetBody')}
        headingLevel={1}
      />
    </WriterOnly>
  );
}
