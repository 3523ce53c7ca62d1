import type { Locale } from '@katha/i18n/core';
import { KathaAuthorAccessForm } from '@katha/react/author-access-form';
import { dataOf, type User } from '@katha/sdk';
import type { AuthorAccessSubmitDetail } from '@katha/ui/author-access-form';
import { useRef, useState } from 'react';
import { katha } from '../lib/client.js';
import { refreshUser } from '../state/session.js';

/** The request to become an author, with the referral code checked by the server and the request's status. */
export function AuthorAccess({ user }: { user: User }) {
  const profile = user.profile!;
  const [referral, setReferral] = useState<'' | 'checking' | 'valid' | 'invalid'>('');
  const lastCode = useRef('');

  const check = async (code: string) => {
    lastCode.current = code;
    if (!code) return setReferral('');
    setReferral('checking');
    try {
      const { valid } = dataOf(
        await katha.GET('/referrals/validate-referral-code', {
          params: { query: { filters: { code: { $eq: code } } } },
        }),
      );
      if (lastCode.current === code) setReferral(valid ? 'valid' : 'invalid');
    } catch {
      if (lastCode.current === code) setReferral('');
    }
  };

  const submit = async ({ locale, ...values }: Omit<AuthorAccessSubmitDetail, 'waitUntil'>) => {
    // The form gives '' for fields left blank; the CMS wants them absent (an empty email is invalid).
    const filled = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== ''),
    ) as typeof values;
    await katha.POST('/request-author-accesses', {
      body: { data: { ...filled, language: locale as Locale } },
    });
    await refreshUser();
  };

  return (
    <KathaAuthorAccessForm
      data-testid="author-access"
      status={profile.author_access_status ?? 'none'}
      values={{ name: profile.name ?? '', email: user.email ?? '' }}
      referralStatus={referral}
      onKathaReferralCheck={(event: CustomEvent<{ code: string }>) => void check(event.detail.code)}
      onKathaAuthorAccessSubmit={(event: CustomEvent<AuthorAccessSubmitDetail>) => {
        const { waitUntil, ...detail } = event.detail;
        waitUntil(submit(detail));
      }}
    />
  );
}
