import { adapterSlot } from '../adapter';

/**
 * The kind of network the device is on, where the browser tells it (the Network Information
 * API's `navigator.connection.type`: Chrome on Android). 'cellular': mobile data; 'unmetered':
 * Wi-Fi, Ethernet or WiMAX; 'unknown': the browser does not say (desktop browsers, Safari,
 * Firefox) or says something else (bluetooth, mixed, other, none).
 */
export type ConnectionKind = 'cellular' | 'unmetered' | 'unknown';

interface NetworkInformationLike {
  type?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

function connection(): NetworkInformationLike | null {
  if (typeof navigator === 'undefined') return null;
  const value = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return value && typeof value === 'object' ? value : null;
}

function browserConnectionKind(): ConnectionKind {
  const type = connection()?.type;
  if (type === 'cellular') return 'cellular';
  if (type === 'wifi' || type === 'ethernet' || type === 'wimax') return 'unmetered';
  return 'unknown';
}

function browserOnConnectionChange(callback: () => void): () => void {
  const info = connection();
  if (!info || typeof info.addEventListener !== 'function') return () => {};
  const listener = () => callback();
  info.addEventListener('change', listener);
  return () => info.removeEventListener?.('change', listener);
}

/** What the app asks of the network; the fake is connection.test-support.ts. */
export interface ConnectionAdapter {
  connectionKind(): ConnectionKind;
  /** Calls back when the connection's type may have changed; returns the unsubscribe. */
  onConnectionChange(callback: () => void): () => void;
}

export const browserConnection = {
  connectionKind: browserConnectionKind,
  onConnectionChange: browserOnConnectionChange,
} satisfies ConnectionAdapter;

export const connectionSlot = adapterSlot<ConnectionAdapter>(browserConnection);

export const connectionKind = (): ConnectionKind => connectionSlot.current().connectionKind();
export const onConnectionChange = (callback: () => void): (() => void) =>
  connectionSlot.current().onConnectionChange(callback);
