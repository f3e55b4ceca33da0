import { adapterSlot } from '../adapter';

/** Browsers may still be reading the object URL just after the click; revoke it a moment later. */
const REVOKE_DELAY_MS = 1000;

function browserSaveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/** What the app asks of downloads; the fake is download.test-support.ts. */
export interface DownloadAdapter {
  /** Saves a file the way a download link would (into the browser's downloads). */
  saveFile(name: string, blob: Blob): void;
}

export const browserDownload = { saveFile: browserSaveFile } satisfies DownloadAdapter;

export const downloadSlot = adapterSlot<DownloadAdapter>(browserDownload);

export const saveFile = (name: string, blob: Blob): void =>
  downloadSlot.current().saveFile(name, blob);
