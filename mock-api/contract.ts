// Moved to api/contract.ts (the one API implementation); kept so existing imports still work.
export * from '../api/contract';
