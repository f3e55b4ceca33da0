import type { RecordingType } from '../../vault';

/** "532 KB", "1.4 MB": the spec's size text (decimal units, as file managers show). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "0:07", "12:03", "1:02:03". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'image/jpeg': 'jpg',
};

/** "audio-2026-11-25T14-55-01Z.webm": the capture time (UTC) in the name, as the spec asks. */
export function evidenceFileName(type: RecordingType, createdAt: number, mimeType: string): string {
  const stamp = new Date(createdAt)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const extension = EXTENSIONS[mimeType.split(';')[0] ?? ''] ?? 'bin';
  return `${type}-${stamp}.${extension}`;
}
