import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMedia, type StoredMediaItem } from '../../api/calls/media';
import { forgetThumbnails } from '../../api/media/cached-thumbnails';
import { apiOf } from '../../api/queries/api-binding';
import { mediaKeys, mediaQueries } from '../../api/queries/media-queries';
import type { MediaClassification } from '../../domain/entities/media-item';
import { acceptAttribute } from '../../domain/media/media-classifications';
import { TypeToConfirmDialog } from '../../ui/dialogs/TypeToConfirmDialog';
import { Lightbox } from './Lightbox';
import { MediaTile } from './MediaTile';
import { useMediaThumbnails, thumbnailStore } from './use-media-thumbnails';
import { useMediaUpload } from './use-media-upload';
import { useOpenMediaFile } from './use-open-media-file';
import './media.css';

/** Props of MediaGallery. */
export interface MediaGalleryProps {
  projectId: number;
  projectGuid: string | undefined;
  classification: MediaClassification;
  /** A point's gallery shows and takes only that point's pictures. */
  mpGuid?: string | undefined;
  /** Heading of the section. */
  title: string;
  /** Pictures show thumbnails and open in the lightbox; attachments are listed for download. */
  pictures: boolean;
}

const noItems: readonly StoredMediaItem[] = [];

/**
 * One gallery section (spec 02 section 2, 'Picture gallery' and 'Attachment gallery'): the items of one
 * classification (of one point, for a point's gallery) with their thumbnails, the spec's empty state, a drop
 * zone and file picker that upload by the rules of spec 02 section 5, the lightbox, and delete after typing DELETE.
 */
export function MediaGallery({ projectId, projectGuid, classification, mpGuid, title, pictures }: MediaGalleryProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StoredMediaItem | null>(null);
  const list = useQuery({ ...mediaQueries.list(projectId, projectGuid ?? ''), enabled: projectGuid !== undefined });
  const all = list.data ?? noItems;
  const items = useMemo(() => all.filter((item) => item.MediaClassification === classification && (mpGuid === undefined || item.MpGuid === mpGuid)), [all, classification, mpGuid]);
  const thumbnails = useMediaThumbnails(pictures ? projectGuid : undefined, items);
  const { upload, busy, messages, stored } = useMediaUpload(projectId, projectGuid ? { projectGuid, classification, mpGuid } : undefined);
  const removal = useMutation({
    mutationFn: async (item: StoredMediaItem) => {
      if (!projectGuid) return;
      await deleteMedia(apiOf(client), projectGuid, [item.FileName]);
      await forgetThumbnails(thumbnailStore(), projectGuid, [item]);
    },
    onSuccess: () => {
      setDeleting(null);
      void client.invalidateQueries({ queryKey: mediaKeys.list(projectId) });
    },
  });
  const openFile = useOpenMediaFile(projectGuid);
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files]);
  };

  return (
    <section
      className={dragging ? 'media-gallery media-gallery--dragging' : 'media-gallery'}
      aria-labelledby={headingId}
      aria-busy={busy || list.isPending}
      data-classification={classification}
      onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <header className="media-gallery__header">
        <h2 id={headingId}>{title}</h2>
        <span className="media-gallery__drop">{t('media.gallery.drop')}</span>
        <button type="button" onClick={() => input.current?.click()} disabled={!projectGuid || busy}>{t('media.gallery.choose')}</button>
        <input ref={input} type="file" multiple hidden accept={acceptAttribute(classification)} aria-label={t('media.gallery.choose')}
          onChange={(event) => { upload([...(event.target.files ?? [])]); event.target.value = ''; }} />
      </header>
      {busy && <p role="status">{t('media.gallery.uploading')}</p>}
      {stored.length > 0 && <p role="status">{t('media.gallery.uploaded', { count: stored.length })}</p>}
      {messages.length > 0 && (
        <ul role="alert" className="media-gallery__refusals">
          {messages.map((message, index) => <li key={index}>{t(message.key, message.params)}</li>)}
        </ul>
      )}
      {list.isError && <p role="alert">{t('media.gallery.loadFailed')}</p>}
      {list.isSuccess && items.length === 0 && <p className="media-gallery__empty">{t(`media.gallery.empty.${classification}`)}</p>}
      {items.length > 0 && (
        <ul className={pictures ? 'media-gallery__tiles' : 'media-gallery__files'} aria-label={title}>
          {items.map((item, index) => (
            <MediaTile key={item.MeGuid} item={item} thumbnail={thumbnails.get(item.FileName)} picture={pictures}
              onOpen={() => (pictures ? setViewing(index) : void openFile(item.FileName))} onDelete={() => setDeleting(item)} />
          ))}
        </ul>
      )}
      {viewing !== null && projectGuid && items.length > 0 && (
        <Lightbox projectId={projectId} projectGuid={projectGuid} items={items} index={Math.min(viewing, items.length - 1)} onIndex={setViewing} onClose={() => setViewing(null)} />
      )}
      {deleting && (
        <TypeToConfirmDialog
          title={t('media.gallery.deleteTitle', { name: deleting.FileName })}
          message={t('media.gallery.deleteQuestion', { name: deleting.FileName })}
          confirmLabel={t('media.gallery.delete')}
          busy={removal.isPending}
          onConfirm={() => removal.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
