import { KathaWriterBanner } from '@katha/react/writer-banner';
import { useAtomValue } from 'jotai';
import { paths } from '../lib/paths.js';
import { isWriterAtom } from '../state/session.js';

/** The writer-recruitment banner of the home and article pages, for anyone who is neither editor nor staff. */
export function RecruitBanner() {
  if (useAtomValue(isWriterAtom)) return null;
  return <KathaWriterBanner className="recruit" data-testid="recruit-banner" href={paths.write} />;
}
