import { KathaEmptyState } from '@katha/react/empty-state';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useI18n } from '../state/locale.js';
import { isWriterAtom, userAtom } from '../state/session.js';
import { SignInRequired } from './sign-in-required.js';
import '../generated/messages/web-app.js';

/**
 * The writers' screens (spec section 6: editor or katha_staff only): a visitor is asked to
 * sign in, any other reader gets a translated "not allowed" page (the CMS refuses them too).
 */
export function WriterOnly({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  if (!user) return <SignInRequired />;
  if (!isWriter) return <KathaEmptyState heading={t('web-app.restricted')} headingLevel={1} />;
  return <>{children}</>;
}
