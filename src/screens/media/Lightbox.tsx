import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getMediaLink, type StoredMediaItem } from '../../api/calls/media';
import { apiOf } from '../../api/queries/api-binding';
import { mediaKeys } from '../../api/queries/media-queries';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';

/** Props of Lightbox. */
export interface LightboxProps {
  projectId: number;
  projectGuid: string;
  items: readonly StoredMediaItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The picture gallery's lightbox (spec 02 section 2): the full picture through its signed link, the left and
 * right arrow keys (and buttons) step through the gallery, wrapping at the ends; Escape closes it.
 */
export function Lightbox({ projectId, projectGuid, items, index, onIndex, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const item = items[index];
  const fileName = item?.FileName ?? '';
  // The signed link lasts an hour: kept for 50 minutes, then asked again.
  const link = useQuery({
    queryKey: mediaKeys.link(projectId, fileName),
    queryFn: () => getMediaLink(apiOf(client), projectGuid, fileName),
    staleTime: 50 * 60 * 1000,
  });
  const step = (by: number) => onIndex((index + by + items.length) % items.length);
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const title = t('media.gallery.lightboxTitle', { name: fileName, index: index + 1, count: items.length });
  return (
    <ModalDialog title={title} onDismiss={onClose} className="media-lightbox">
      <div className="media-lightbox__body" onKeyDown={keys}>
        {link.data ? <img className="media-lightbox__picture" src={link.data} alt={fileName} /> : <p role="status">{t('media.gallery.loading')}</p>}
        <div className="media-lightbox__actions">
          <button type="button" onClick={() => step(-1)} aria-keyshortcuts="ArrowLeft">{t('media.gallery.previous')}</button>
          <button type="button" onClick={() => step(1)} aria-keyshortcuts="ArrowRight" autoFocus>{t('media.gallery.next')}</button>
          <button type="button" onClick={onClose}>{t('media.gallery.close')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
