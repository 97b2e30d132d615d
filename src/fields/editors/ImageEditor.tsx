import { useContext, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorValue } from '../../domain/editing';
import { imageFieldClassification, imageFieldReference } from '../../domain/media/image-field';
import { acceptAttribute } from '../../domain/media/media-classifications';
import { ImageFieldMediaContext } from '../image-field-media';
import type { FieldMessage } from '../image-field-media';
import { useImageLookup } from '../use-image-lookup';
import type { ImageLookupState } from '../use-image-lookup';

/** Props of ImageEditor. */
export interface ImageEditorProps {
  /** The stored value: a media item's file name, an older image address, or nothing yet. */
  value: EditorValue;
  /** The field's translated label, used in the picture's text alternative. */
  label: string;
  describedBy: string | undefined;
  disabled: boolean;
  /** Stores the new reference: the uploaded file name, or null when the field is cleared. */
  onCommit: (value: EditorValue) => void;
}

function Preview({ label, fileName, lookup }: { label: string; fileName: string; lookup: ImageLookupState }) {
  const { t } = useTranslation();
  if (lookup.state === 'done' && lookup.found && lookup.thumbnail !== null) {
    return <img className="field__image" src={`data:image/jpeg;base64,${lookup.thumbnail}`} alt={t('fields.image.thumbnailAlt', { label, name: fileName })} />;
  }
  const key = lookup.state === 'loading' ? 'fields.image.loading'
    : lookup.state === 'failed' ? 'fields.image.lookupFailed'
      : lookup.state === 'done' && !lookup.found ? 'fields.image.missing' : 'fields.image.noThumbnail';
  return <p className="field__static">{t(key, { name: fileName })}</p>;
}

/**
 * An image field (spec 01 section 3, type 40): the picture's thumbnail, or an empty state; where the
 * screen gives the project's media, a picture chosen or dropped is uploaded into it (spec 02 sections 5
 * and 7, UploadMedia) and the field stores the media item's file name. Clearing the field drops the
 * reference only: the picture stays in the project's media.
 */
export function ImageEditor({ value, label, describedBy, disabled, onCommit }: ImageEditorProps) {
  const { t } = useTranslation();
  const media = useContext(ImageFieldMediaContext);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [dragging, setDragging] = useState(false);
  const reference = imageFieldReference(value);
  const lookup = useImageLookup(media, reference.kind === 'media' ? reference.fileName : null);
  const editable = media !== null && !disabled;

  const upload = async (files: readonly File[]) => {
    if (!media || busy || files.length === 0) return;
    setMessage(null);
    setBusy(true);
    try {
      const outcome = await media.upload(files);
      if (outcome.ok) onCommit(outcome.fileName);
      else setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (editable) void upload([...event.dataTransfer.files]);
  };

  return (
    <div
      className={dragging ? 'field__image-field field__image-field--dragging' : 'field__image-field'}
      aria-busy={busy}
      onDragOver={editable ? (event) => { event.preventDefault(); setDragging(true); } : undefined}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      {reference.kind === 'address' && <img className="field__image" src={reference.address} alt={label} />}
      {reference.kind === 'media' && <Preview label={label} fileName={reference.fileName} lookup={lookup} />}
      {reference.kind === 'empty' && <p className="field__static">{t('fields.image.none')}</p>}
      {editable && (
        <div className="field__image-actions">
          <button type="button" aria-describedby={describedBy} disabled={busy} onClick={() => input.current?.click()}>
            {t(reference.kind === 'empty' ? 'fields.image.choose' : 'fields.image.replace')}
          </button>
          {reference.kind !== 'empty' && (
            <button type="button" disabled={busy} onClick={() => { setMessage(null); onCommit(null); }}>{t('fields.image.clear')}</button>
          )}
          <span className="field__hint">{t('fields.image.drop')}</span>
          <input ref={input} type="file" hidden accept={acceptAttribute(imageFieldClassification)} aria-label={t('fields.image.choose')}
            onChange={(event) => { void upload([...(event.target.files ?? [])]); event.target.value = ''; }} />
        </div>
      )}
      {busy && <p role="status">{t('fields.image.uploading')}</p>}
      {message && <p role="alert" className="field__image-refusal">{t(message.key, message.params)}</p>}
    </div>
  );
}
