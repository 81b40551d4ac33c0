import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

describe('sniffImageType', () => {
  it('reads the format from the first bytes', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a00', 'hex'))?.ext).toBe('png');
    expect(sniffImageType(Buffer.from('ffd8ffdb00', 'hex'))?.ext).toBe('jpg');
    expect(sniffImageType(Buffer.from('GIF87a..'))?.ext).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8L'))?.mime).toBe('image/webp');
  });

  it('refuses SVG, HTML, truncated signatures and RIFF files that are not WebP', () => {
    for (const text of ['<svg/>', '<!doctype html>', '\x89PNG', 'RIFF\0\0\0\0WAVEfmt ', ''])
      expect(sniffImageType(Buffer.from(text, 'latin1'))).toBeNull();
  });
});
