import { addCommunityReport, queuedStates, type SyncedWrite } from '../../sync/outbox';
import { isCorrupt, useVaultQuery, type CommunityReport } from '../../vault';
import { latestAlerts } from './alerts';

/**
 * Reports: written to the vault and queued in the outbox in one transaction (sent later, once, when
 * offline); alerts are the reports the outbox pulls from /api/community-reports, plus the user's own.
 * A report carries only its category, text and a random id: nothing names the device or the user.
 */
export type ReportCategory = CommunityReport['category'];
export const REPORT_CATEGORIES: readonly ReportCategory[] = ['person', 'location', 'scam', 'other'];

export function submitReport(
  category: ReportCategory,
  description: string,
): Promise<SyncedWrite<CommunityReport>> {
  return addCommunityReport(category, description);
}

/**
 * Where one of her own reports stands, as far as the device knows: waiting to be sent, not sent
 * (refused or dropped from the queue), sent for review (the server's moderator has it), or not
 * published (the moderator refused it). Null: public, or someone else's.
 */
export type OwnReportStatus = 'waiting' | 'notSent' | 'inReview' | 'rejected';

export interface CommunityAlert extends CommunityReport {
  status: OwnReportStatus | null;
}

export function ownReportStatus(
  report: CommunityReport,
  queued: ReadonlyMap<string, 'pending' | 'failed'>,
): OwnReportStatus | null {
  switch (report.review) {
    case 'unsent':
      return queued.get(report.id) === 'pending' ? 'waiting' : 'notSent';
    case 'pending':
      return 'inReview';
    case 'rejected':
      return 'rejected';
    default:
      return null;
  }
}

const NO_ALERTS: CommunityAlert[] = [];

/** Live: the five newest, updated after every write, delivery and pull. Empty while locked. */
export function useCommunityAlerts(): CommunityAlert[] {
  return useVaultQuery(
    async (db) => {
      const latest = latestAlerts(
        (await db.communityReports.toArray()).filter(
          (record): record is CommunityReport => !isCorrupt(record),
        ),
      );
      const queued = latest.some((r) => r.review === 'unsent')
        ? await queuedStates(db, 'communityReports')
        : new Map<string, 'pending' | 'failed'>();
      return latest.map((report) => ({ ...report, status: ownReportStatus(report, queued) }));
    },
    [],
    NO_ALERTS,
  );
}
