import { useEffect } from 'react';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';

/** The document title: the page's own (with the site name), or the default one about every voice. */
export function usePageTitle(title: string | null) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = title ? t('web-app.titleSuffix', { title }) : t('web-app.defaultTitle');
  }, [title, t]);
}
