// Moved to api/validate.ts (the one API implementation); kept so existing imports still work.
export * from '../api/validate';
