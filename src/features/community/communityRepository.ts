import { addCommunityReport, type SyncedWrite } from '../../sync/outbox';
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

const NO_ALERTS: CommunityReport[] = [];

/** Live: the five newest, updated after every write and pull. Empty while locked. */
export function useCommunityAlerts(): CommunityReport[] {
  return useVaultQuery(
    async (db) =>
      latestAlerts(
        (await db.communityReports.toArray()).filter(
          (record): record is CommunityReport => !isCorrupt(record),
        ),
      ),
    [],
    NO_ALERTS,
  );
}
