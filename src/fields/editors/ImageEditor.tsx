import { useTranslation } from 'react-i18next';
import type { EditorValue } from '../../domain/editing';

/** Props of ImageEditor. */
export interface ImageEditorProps {
  /** The stored value: an image address, or nothing yet. */
  value: EditorValue;
  /** The field's translated label, used as the image's text alternative. */
  label: string;
}

const imageAddress = /^(?:https?:\/\/|data:image\/|\/)/i;

/**
 * An image field (type 40), read-only: the picture when the value is an address, otherwise a plain
 * statement that there is none or that it cannot be shown. Uploading belongs to the media screens
 * (spec 02); no upload control is drawn here until it works.
 */
export function ImageEditor({ value, label }: ImageEditorProps) {
  const { t } = useTranslation();
  if (typeof value === 'string' && imageAddress.test(value.trim())) {
    return <img className="field__image" src={value.trim()} alt={label} />;
  }
  const empty = value === null || (typeof value === 'string' && value.trim() === '');
  return <p className="field__static">{t(empty ? 'fields.image.none' : 'fields.image.notShown')}</p>;
}
