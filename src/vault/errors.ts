/** Opening or using the vault while it is locked: a named error, never an empty list. */
export class VaultLockedError extends Error {
  constructor(message = 'The vault is locked') {
    super(message);
    this.name = 'VaultLockedError';
  }
}

/** Storage is full: the write did not happen and nothing stored before was lost. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('Storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const inner = (error as Error & { inner?: unknown }).inner;
  return (
    error.name === 'QuotaExceededError' ||
    (inner instanceof Error && inner.name === 'QuotaExceededError') ||
    error instanceof StorageFullError
  );
}
