import { useEffect, useState } from 'react';
import type { ImageFieldMedia, ImageLookup } from './image-field-media';

/** Where the lookup of an image field's media item stands. */
export type ImageLookupState = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | ({ state: 'done' } & ImageLookup);

/** Looks up the media item an image field names, again whenever the name changes; idle without a name or media. */
export function useImageLookup(media: ImageFieldMedia | null, fileName: string | null): ImageLookupState {
  const [result, setResult] = useState<{ fileName: string; lookup: ImageLookupState } | null>(null);
  useEffect(() => {
    if (!media || fileName === null) return undefined;
    let current = true;
    media.lookup(fileName).then(
      (lookup) => { if (current) setResult({ fileName, lookup: { state: 'done', ...lookup } }); },
      () => { if (current) setResult({ fileName, lookup: { state: 'failed' } }); },
    );
    return () => { current = false; };
  }, [media, fileName]);
  if (!media || fileName === null) return { state: 'idle' };
  return result?.fileName === fileName ? result.lookup : { state: 'loading' };
}
