// Moved to api/replies.ts (the one API implementation); kept so existing imports still work.
export * from '../api/replies';
