export {
  submitReport,
  useCommunityAlerts,
  REPORT_CATEGORIES,
  type ReportCategory,
} from './communityRepository';
