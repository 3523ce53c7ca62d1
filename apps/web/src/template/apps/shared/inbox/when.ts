import { useCallback } from 'react';
import { useI18n } from '../../../../state/locale.js';

/**
 * When something happened, the page language's way: the time for today ("3:05 pm"), else the
 * day and the time ("22 Nov, 3:05 pm"), in this browser's time zone. Used after hydration only.
 */
export function useWhen() {
  const { formatDate } = useI18n();
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      const today = new Date().toDateString() === date.toDateString();
      return formatDate(
        date,
        today
          ? { hour: 'numeric', minute: '2-digit' }
          : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
      );
    },
    [formatDate],
  );
}
