import { useTranslation } from 'react-i18next';
import type { StoredMediaItem } from '../../api/calls/media';
import { sizeText } from './media-size';

/** Props of MediaTile. */
export interface MediaTileProps {
  item: StoredMediaItem;
  /** Base64 JPEG, once loaded. */
  thumbnail: string | undefined;
  picture: boolean;
  onOpen: () => void;
  onDelete: () => void;
}


/** One picture (thumbnail, opens the lightbox) or attachment (name and size, downloads), with its delete. */
export function MediaTile({ item, thumbnail, picture, onOpen, onDelete }: MediaTileProps) {
  const { t } = useTranslation();
  return (
    <li className="media-tile" data-file={item.FileName}>
      <button type="button" className="media-tile__open" onClick={onOpen} aria-label={t(picture ? 'media.gallery.open' : 'media.gallery.download', { name: item.FileName })}>
        {picture && (thumbnail
          ? <img className="media-tile__thumbnail" src={`data:image/jpeg;base64,${thumbnail}`} alt="" width={160} height={120} />
          : <span className="media-tile__placeholder" aria-hidden="true" />)}
        <span className="media-tile__name">{item.FileName}</span>
        <span className="media-tile__size">{sizeText(item.ByteSize)}</span>
      </button>
      <button type="button" className="media-tile__delete" onClick={onDelete} aria-label={t('media.gallery.deleteTitle', { name: item.FileName })}>{t('media.gallery.delete')}</button>
    </li>
  );
}
