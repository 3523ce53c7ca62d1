import { KathaTextField } from '@katha/react/text-field';
import type { FormEvent } from 'react';

/** The template apps' search box: the kit's text field of type search, its text in `query`. */
export function SearchField({
  label,
  query,
  onQuery,
}: {
  label: string;
  query: string;
  onQuery: (query: string) => void;
}) {
  return (
    <KathaTextField
      type="search"
      label={label}
      value={query}
      onInput={(event: FormEvent<HTMLElement>) => onQuery((event.currentTarget as HTMLInputElement).value)}
    />
  );
}
