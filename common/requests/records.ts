// The bodies of the record collections' POSTs (check-ins, watchlist, journal, community reports).
import type * as v from 'valibot';
import { body, choice, clientId, text } from './fields';

export const RECORD_LIMITS = {
  /** Sealed by the device (`cp1.<base64url>`), so room for ciphertext. */
  watchlistNameChars: 4096,
  reportDescriptionChars: 2000,
  /** Journal content may be opaque ciphertext; measured in UTF-8 bytes. */
  journalContentBytes: 200 * 1024,
  /** Sealed by the device (`cp1.<base64url>`), so room for ciphertext. */
  checkinLocationChars: 4096,
} as const;

export const CHECKIN_STATUSES = ['safe', 'help'] as const;
export const REPORT_CATEGORIES = ['person', 'location', 'scam', 'other'] as const;

// Fields in the order the server has always checked them: the first problem is the one answered.
export const CheckinRequestSchema = body({
  status: choice('status', CHECKIN_STATUSES),
  location: text('location', { required: false, maxChars: RECORD_LIMITS.checkinLocationChars }),
  id: clientId,
});

export const WatchlistRequestSchema = body({
  name: text('name', { maxChars: RECORD_LIMITS.watchlistNameChars }),
  id: clientId,
});

export const JournalRequestSchema = body({
  content: text('content', { trim: false, maxBytes: RECORD_LIMITS.journalContentBytes }),
  id: clientId,
});

export const CommunityReportRequestSchema = body({
  category: choice('category', REPORT_CATEGORIES),
  description: text('description', { maxChars: RECORD_LIMITS.reportDescriptionChars }),
  id: clientId,
});

export type CheckinRequest = v.InferOutput<typeof CheckinRequestSchema>;
export type WatchlistRequest = v.InferOutput<typeof WatchlistRequestSchema>;
export type JournalRequest = v.InferOutput<typeof JournalRequestSchema>;
export type CommunityReportRequest = v.InferOutput<typeof CommunityReportRequestSchema>;
