import { describe, expect, it } from 'vitest';
import type { Recording } from '../../../vault';
import { buildManifest, type ExportedCopy, type ManifestTexts } from './manifest';

const texts: ManifestTexts = {
  title: 'Evidence manifest',
  intro: 'Intro',
  file: 'File',
  type: (item) => item.type.toUpperCase(),
  captured: 'Captured',
  duration: 'Duration',
  size: 'Size',
  place: 'Place',
  noPlace: 'Not recorded',
  appVersion: 'App version',
  exportedAt: 'Exported',
  original: 'original',
  copy: 'WAV copy',
  copyHash: 'WAV copy',
  copyTooLong: 'No WAV copy: too long',
  copyNotDecoded: 'No WAV copy: not decoded',
};

const audio: Recording = {
  id: 'a',
  name: 'x',
  type: 'audio',
  mimeType: 'audio/webm;codecs=opus',
  durationSeconds: 3,
  sizeText: '12 KB',
  createdAt: Date.UTC(2026, 10, 25, 14, 55, 1),
  sizeBytes: 12000,
  sha256: 'ab'.repeat(32),
  complete: true,
  appVersion: '0.1.0',
  place: { lat: 51.5073509, lng: -0.1277583, accuracy: 12.4 },
};
const photo: Recording = {
  ...audio,
  id: 'p',
  type: 'photo',
  mimeType: 'image/jpeg',
  durationSeconds: 0,
  sha256: 'cd'.repeat(32),
  place: undefined,
};

describe('buildManifest', () => {
  const { json, text } = buildManifest([audio, photo], texts, (t) => `T${t}`, 0);

  it('lists every file by the name it has in the ZIP, with its hash, time, place and version', () => {
    expect(JSON.parse(json)).toEqual({
      exportedAt: '1970-01-01T00:00:00.000Z',
      files: [
        {
          file: 'audio-2026-11-25T14-55-01Z.webm',
          type: 'audio',
          sha256: 'ab'.repeat(32),
          original: true,
          copies: [],
          capturedAt: '2026-11-25T14:55:01.000Z',
          durationSeconds: 3,
          sizeBytes: 12000,
          place: audio.place,
          appVersion: '0.1.0',
        },
        {
          file: 'photo-2026-11-25T14-55-01Z.jpg',
          type: 'photo',
          sha256: 'cd'.repeat(32),
          original: true,
          copies: [],
          capturedAt: '2026-11-25T14:55:01.000Z',
          durationSeconds: 0,
          sizeBytes: 12000,
          place: null,
          appVersion: '0.1.0',
        },
      ],
    });
  });

  it('writes the readable page in the given words, saying when no place was recorded', () => {
    expect(text).toContain('1. File: audio-2026-11-25T14-55-01Z.webm');
    expect(text).toContain(`SHA-256: ${'ab'.repeat(32)}`);
    expect(text).toContain('Place: 51.507351, -0.127758 (±12 m)');
    expect(text).toContain('2. File: photo-2026-11-25T14-55-01Z.jpg');
    expect(text).toContain('Place: Not recorded');
    expect(text).toContain(`Captured: T${audio.createdAt} (2026-11-25T14:55:01.000Z)`);
  });
});

describe('buildManifest with a WAV copy', () => {
  const wav = {
    file: 'audio-2026-11-25T14-55-01Z.wav',
    format: 'audio/wav',
    sha256: 'ef'.repeat(32),
    sizeBytes: 288_044,
    original: false as const,
    madeFrom: 'audio-2026-11-25T14-55-01Z.webm',
  };
  const second = { ...audio, id: 'b', sha256: '12'.repeat(32) };
  const { json, text } = buildManifest(
    [audio, second],
    texts,
    (t) => `T${t}`,
    0,
    new Map<string, ExportedCopy>([
      ['a', wav],
      ['b', 'not-decoded'],
    ]),
  );
  const files = (JSON.parse(json) as { files: Record<string, unknown>[] }).files;

  it('keeps the stored hash as the original and lists the WAV with its own hash, not original', () => {
    expect(files[0]).toMatchObject({
      file: 'audio-2026-11-25T14-55-01Z.webm',
      sha256: 'ab'.repeat(32),
      original: true,
      copies: [wav],
    });
    expect(files[1]).toMatchObject({ original: true, copies: [], copyNotMade: 'not-decoded' });
  });

  it('says on the readable page which hash is the original and which the copy', () => {
    expect(text).toContain(`SHA-256: ${'ab'.repeat(32)} (original)`);
    expect(text).toContain('WAV copy: audio-2026-11-25T14-55-01Z.wav');
    expect(text).toContain(`SHA-256 (WAV copy): ${'ef'.repeat(32)}`);
    expect(text).toContain('No WAV copy: not decoded');
  });
});
