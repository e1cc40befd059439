// Which size of a question image each view loads (SPEC §9: a 320 px thumbnail that zooms to at most 640 px).
import { IMAGE_THUMBNAIL_PX, IMAGE_ZOOM_MAX_PX } from '@/config/constants';

/** Where content serves its stored images; each comes at both sizes, chosen with `?size=`. */
const STORED_IMAGE_PREFIX = '/api/v2/images/';

export interface QuestionImageSources {
  thumbnail: string;
  /** A sharp thumbnail on high-density screens: the zoom's size, which the zoom then finds in the cache. */
  thumbnailSrcSet?: string;
  zoom: string;
}

/**
 * The thumbnail and zoom sources of an image. Only a stored image has sizes to choose from; any other source (the
 * file being chosen, an absolute URL from elsewhere) is shown as it is in both.
 */
export function questionImageSources(src: string): QuestionImageSources {
  if (!src.startsWith(STORED_IMAGE_PREFIX) || src.includes('?')) return { thumbnail: src, zoom: src };
  const sized = (pixels: number) => `${src}?size=${pixels}`;
  return {
    thumbnail: sized(IMAGE_THUMBNAIL_PX),
    thumbnailSrcSet: `${sized(IMAGE_THUMBNAIL_PX)} 1x, ${sized(IMAGE_ZOOM_MAX_PX)} 2x`,
    zoom: sized(IMAGE_ZOOM_MAX_PX),
  };
}
