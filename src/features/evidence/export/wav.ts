/**
 * WAV for court (spec §9: audio as WAV). Audio is recorded as Opus (small, written in slices); on
 * export it is decoded on the device with Web Audio's decodeAudioData and written here as 16-bit
 * PCM WAV. Nothing leaves the device.
 */

/** Longer audio gets no WAV copy: the decoded samples (and the WAV) lie whole in memory. */
export const WAV_MAX_SECONDS = 30 * 60;

/** Opus' own rate: decoding at it resamples nothing. */
const DECODE_RATE = 48_000;

/** One float sample (-1..1) as a signed 16-bit integer, clipped, as most encoders round it. */
function toInt16(sample: number): number {
  const clipped = Math.max(-1, Math.min(1, Number.isFinite(sample) ? sample : 0));
  return clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
}

/**
 * A canonical RIFF/WAVE file: a 44-byte header ("fmt " chunk for PCM, 16 bits) and the channels'
 * samples interleaved, little-endian. Every channel must have the same length.
 */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): Uint8Array {
  const count = channels.length;
  if (count === 0) throw new Error('no channels');
  const frames = channels[0]!.length;
  const dataBytes = frames * count * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, count, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * count * 2, true); // bytes per second
  view.setUint16(32, count * 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  let at = 44;
  for (let frame = 0; frame < frames; frame += 1) {
    for (const channel of channels) {
      view.setInt16(at, toInt16(channel[frame] ?? 0), true);
      at += 2;
    }
  }
  return out;
}

/** The part of an AudioContext the decoder uses (a fake one in unit tests). */
export type AudioDecoder = (bytes: ArrayBuffer) => Promise<{
  numberOfChannels: number;
  sampleRate: number;
  getChannelData(channel: number): Float32Array;
}>;

const browserDecoder: AudioDecoder = (bytes) =>
  new OfflineAudioContext({
    numberOfChannels: 1,
    length: 1,
    sampleRate: DECODE_RATE,
  }).decodeAudioData(bytes);

/** The recording's bytes as a WAV file, or null when this browser cannot decode them. */
export async function audioToWav(
  bytes: Uint8Array,
  decode: AudioDecoder = browserDecoder,
): Promise<Uint8Array | null> {
  try {
    // decodeAudioData takes (and detaches) its buffer: it gets a copy.
    const decoded = await decode(new Uint8Array(bytes).buffer);
    const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) =>
      decoded.getChannelData(i),
    );
    return encodeWav(channels, decoded.sampleRate);
  } catch {
    return null;
  }
}
