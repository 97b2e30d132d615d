import { useTranslation } from 'react-i18next';
import type { OwnLayers } from './use-own-layers';

/**
 * The layer panel's 'own map layers' (spec 02 section 2, 'Map'): the project's MapLayers media the map
 * can draw, each with its colour, off until switched on; a file that cannot be drawn says why.
 */
export function OwnLayersFieldset({ layers, visible, toggle, notices }: OwnLayers) {
  const { t } = useTranslation();
  if (layers.length === 0) return null;
  return (
    <fieldset className="map-layers__category">
      <legend>{t('map.ownLayers.title')}</legend>
      {layers.map((layer) => (
        <label key={layer.fileName} className="map-layers__layer">
          <input type="checkbox" checked={visible.has(layer.fileName)} onChange={(event) => toggle(layer.fileName, event.target.checked)} />
          <span className="map-layers__swatch" style={{ backgroundColor: layer.colour }} aria-hidden="true" />
          {layer.fileName}
        </label>
      ))}
      {notices.map((notice) => (
        <p key={notice.fileName} role="alert" className="map-layers__notice">{t(notice.key, { file: notice.fileName, system: notice.system })}</p>
      ))}
    </fieldset>
  );
}
