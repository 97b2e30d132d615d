import { describe, expect, it } from 'vitest';
import { imageFieldReference } from '../../../../src/domain/media/image-field';

describe('imageFieldReference (spec 01 section 3, type 40; spec 02 section 3, media item)', () => {
  it('reads nothing stored as empty', () => {
    expect(imageFieldReference(null)).toEqual({ kind: 'empty' });
    expect(imageFieldReference(undefined)).toEqual({ kind: 'empty' });
    expect(imageFieldReference('   ')).toEqual({ kind: 'empty' });
    expect(imageFieldReference(12)).toEqual({ kind: 'empty' });
  });

  it('reads a file name as the project media item of that name, trimmed', () => {
    expect(imageFieldReference(' boring 1.JPG ')).toEqual({ kind: 'media', fileName: 'boring 1.JPG' });
    expect(imageFieldReference('foto-https.png')).toEqual({ kind: 'media', fileName: 'foto-https.png' });
  });

  it('keeps an image address stored before uploads existed as an address', () => {
    expect(imageFieldReference('https://example.org/a.png')).toEqual({ kind: 'address', address: 'https://example.org/a.png' });
    expect(imageFieldReference('data:image/png;base64,AAAA')).toEqual({ kind: 'address', address: 'data:image/png;base64,AAAA' });
    expect(imageFieldReference('/Web/picture.jpg')).toEqual({ kind: 'address', address: '/Web/picture.jpg' });
  });
});
