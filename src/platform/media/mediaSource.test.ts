import { describe, expect, it } from 'vitest';
import { bufferMode } from './mediaSource';

describe('bufferMode', () => {
  it('keeps the times of MP4 fragments and plays WebM slices back to back', () => {
    expect(bufferMode('video/mp4;codecs=avc1.42E01E,opus')).toBe('segments');
    expect(bufferMode('audio/mp4')).toBe('segments');
    expect(bufferMode('video/webm;codecs=vp8,opus')).toBe('sequence');
    expect(bufferMode('audio/webm;codecs=opus')).toBe('sequence');
  });
});
