import { useState } from 'react';
import { useI18n } from '../state/locale.js';
import { tooManyRequestsMessage } from './rate-limit.js';

/**
 * A form that asks the CMS to mail an address (a password reset, the confirmation again). The CMS
 * answers the same for any address, so `sent` says only "if the address has an account"; `limited`
 * is a rate limit's translated message (any other failure: `failed`, the form stays to try again).
 */
export function useMailRequest(post: (email: string) => Promise<unknown>) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [limited, setLimited] = useState<string | null>(null);
  const send = async (email: string) => {
    setState('sending');
    setLimited(null);
    try {
      await post(email.trim());
      setState('sent');
    } catch (failure) {
      setLimited(tooManyRequestsMessage(t, failure));
      setState('failed');
    }
  };
  return { state, limited, send };
}
