import { getQuery } from '../apiClient';
import { isCorrupt, type CommunityReport, type VaultDatabase } from '../../vault';
import { PATHS } from './kinds';
import type { PullOptions } from './pulls';

/**
 * Where the device's own community reports stand. The server holds the reports of new accounts for
 * its moderator and does not know whose a report is, so the device asks about its own by id: a
 * report is shown as public only once the server says it is (spec §6: reports are moderated).
 */

type Review = CommunityReport['review'];

/** The most report ids one lookup asks about (the server's LIMITS.reviewIds). */
export const REVIEW_IDS_PER_LOOKUP = 50;

/** What the server said of a report: `review` of the POST's answer or of the lookup. */
function reviewOf(value: unknown): Review | 'published' | null {
  return value === 'published' || value === 'pending' || value === 'rejected' ? value : null;
}

/** Sets each report's review, where it still is `from` (corrupt or deleted ones are left alone). */
async function setReviews(
  db: VaultDatabase,
  reviews: ReadonlyMap<string, Review | 'published'>,
  from: Review,
): Promise<void> {
  if (reviews.size === 0) return;
  await db.transaction('rw', [db.communityReports], async () => {
    for (const [id, review] of reviews) {
      const stored: unknown = await db.communityReports.get(id);
      if (stored === undefined || isCorrupt(stored)) continue;
      const { review: before, ...report } = stored as CommunityReport;
      if (before !== from) continue;
      await db.communityReports.put(review === 'published' ? report : { ...report, review });
    }
  });
}

/**
 * A report's call was delivered: it is now with the server's moderator, or already public when the
 * answer says so (an account old enough). Never earlier: an undelivered report is "waiting".
 */
export async function noteReportDelivered(
  db: VaultDatabase,
  id: string,
  answerBody: string,
): Promise<void> {
  let review: Review | 'published' = 'pending';
  try {
    review = reviewOf((JSON.parse(answerBody) as { review?: unknown } | null)?.review) ?? 'pending';
  } catch {
    // No readable answer: delivered, and not known to be public.
  }
  await setReviews(db, new Map([[id, review]]), 'unsent');
}

/**
 * After the public list was pulled: own reports waiting for review that are in it are public;
 * for the others (the newest first) the server is asked.
 */
export async function settleReviews(
  db: VaultDatabase,
  listedIds: ReadonlySet<string>,
  options: PullOptions,
): Promise<void> {
  const waiting = (await db.communityReports.toArray())
    .filter((r): r is CommunityReport => !isCorrupt(r) && r.review === 'pending')
    .sort((a, b) => b.createdAt - a.createdAt);
  if (waiting.length === 0) return;
  const reviews = new Map<string, Review | 'published'>();
  for (const report of waiting) if (listedIds.has(report.id)) reviews.set(report.id, 'published');
  const ask = waiting.filter((r) => !listedIds.has(r.id)).slice(0, REVIEW_IDS_PER_LOOKUP);
  if (ask.length > 0) {
    const ids = ask.map((r) => encodeURIComponent(r.id)).join(',');
    const answer = await getQuery<Record<string, unknown>>(
      [`${options.baseUrl}${PATHS.communityReports}/review?ids=${ids}`],
      options,
    );
    for (const report of ask) {
      const review =
        answer && Object.hasOwn(answer, report.id) ? reviewOf(answer[report.id]) : null;
      // Still waiting, or unknown to the server: it stays "sent for review".
      if (review === 'published' || review === 'rejected') reviews.set(report.id, review);
    }
  }
  await setReviews(db, reviews, 'pending');
}
