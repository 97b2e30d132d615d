import { useTranslation } from 'react-i18next';
import type { MapLayerEntry } from '../../domain/map/map-layer-catalogue';
import { mapLayerCategories } from '../../domain/map/map-layer-catalogue';

/** Props of LayerPanel. */
export interface LayerPanelProps {
  layers: readonly MapLayerEntry[];
  visible: ReadonlySet<string>;
  onToggle(id: string, on: boolean): void;
  /** Sections after the catalogue's, such as the project's own layers. */
  children?: React.ReactNode;
}

/**
 * The layer panel (spec 02 section 2, 'Map'): the catalogue's layers under the spec's categories,
 * each with the zoom from which its service draws (the 'minimum-zoom hint'); a layer an
 * installation has not configured is listed but cannot be switched on.
 */
export function LayerPanel({ layers, visible, onToggle, children }: LayerPanelProps) {
  const { t } = useTranslation();
  return (
    <nav className="map-layers" aria-label={t('map.layers.title')}>
      <h2 className="map-layers__title">{t('map.layers.title')}</h2>
      {mapLayerCategories.map((category) => {
        const inCategory = layers.filter((layer) => layer.category === category);
        if (inCategory.length === 0) return null;
        return (
          <fieldset key={category} className="map-layers__category">
            <legend>{t(`map.layers.category.${category}`)}</legend>
            {inCategory.map((layer) => (
              <label key={layer.id} className="map-layers__layer">
                <input type="checkbox" checked={visible.has(layer.id)} disabled={layer.url === ''} onChange={(event) => onToggle(layer.id, event.target.checked)} />
                {layer.minZoom === undefined ? layer.title : t('map.layers.fromZoom', { title: layer.title, zoom: layer.minZoom })}
              </label>
            ))}
          </fieldset>
        );
      })}
      {children}
    </nav>
  );
}
