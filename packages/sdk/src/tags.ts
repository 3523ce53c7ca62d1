/** Tags are one comma-separated, lower-case string in the CMS (`"monsoon, childhood"`). */

/** The tags of an article, trimmed, without empties or repeats. */
export function splitTags(tags: string | null | undefined): string[] {
  return joinable(tags ? tags.split(',') : []);
}

/** The CMS form of a list of tags: lower case, trimmed, unique, joined with ", ". */
export function joinTags(tags: Iterable<string>): string {
  return joinable(tags).join(', ');
}

function joinable(tags: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().toLowerCase();
    if (clean) unique.add(clean);
  }
  return [...unique];
}
