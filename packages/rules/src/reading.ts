/**
 * When an article counts as read (apps/cms README, "Read events"). Opening an article is a view.
 * A read needs both:
 * - time on the text: at least `READ_MIN_TIME_SHARE` (40 %) of its estimated read time
 *   (`read_time` minutes), and never less than `READ_MIN_SECONDS`;
 * - reaching near its end: the reader scrolled past `READ_MIN_PROGRESS` (80 %) of the body.
 * The site measures both (time with the page visible); the CMS checks the figures it is sent, and for
 * a signed-in reader also that the article was opened (a view) at least that long before the read.
 * Reading points follow reads, never views.
 */
export const READ_MIN_TIME_SHARE = 0.4;
export const READ_MIN_PROGRESS = 0.8;
export const READ_MIN_SECONDS = 10;

/** The seconds on the text a read of an article of `readTimeMinutes` needs. */
export function readMinSeconds(readTimeMinutes: number | null | undefined): number {
  const minutes = Math.max(1, Number(readTimeMinutes) || 1);
  // Rounded before the ceiling: 0.4 × 3 × 60 is 72.00000000000001 in floating point.
  return Math.max(READ_MIN_SECONDS, Math.ceil(Number((READ_MIN_TIME_SHARE * minutes * 60).toFixed(6))));
}

/** The reader's evidence of a read: seconds spent on the text, and how far through it (0 to 1). */
export interface ReadEvidence {
  seconds: number;
  progress: number;
}

/** Whether `evidence` makes a read of an article of `readTimeMinutes` (the rule above). */
export function isRead(evidence: ReadEvidence, readTimeMinutes: number | null | undefined): boolean {
  return (
    Number.isFinite(evidence.seconds) &&
    Number.isFinite(evidence.progress) &&
    evidence.seconds >= readMinSeconds(readTimeMinutes) &&
    evidence.progress >= READ_MIN_PROGRESS
  );
}
