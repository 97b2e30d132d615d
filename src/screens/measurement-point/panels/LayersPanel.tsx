import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { layerMutations, layerQueries } from '../../../api';
import type { LayerTables } from '../../../api/calls/layers';
import type { Layer } from '../../../domain/entities/layer';
import { deriveLayerSoilCodes } from '../../../grids/layers/derive-soil-codes';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { newLayerRow } from '../../records/new-records';
import { recordLinks } from '../../records/record-links';
import { seededListStaleTime } from '../../records/screen-data';
import type { PointPanelProps } from './point-panel-props';
import { ChildGrid } from '../../grid-screen/ChildGrid';

// The grid holds one point's layers: one continuity column, new rows included.
const validateLayers = domainRowValidator('layer', {}, { groupByParent: false });
const layersOf = (answer: LayerTables) => answer.tblLayers;
const pinned = ['LaFrom', 'LaTo'] as const;

/**
 * The point's layers as a grid: 'to' above 'from', no overlap, a warning for a
 * layer inserted between two; the soil codes follow the percentages; after a save the point's MpDepth
 * is the deepest LaTo (the server's answer updates the point).
 */
export function LayersPanel({ projectId, mpGuid }: PointPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layers = useQuery({ ...layerQueries.ofPoint(projectId, mpGuid), staleTime: seededListStaleTime });
  const write = useMutation(layerMutations.save(projectId, mpGuid)).mutateAsync;
  return (
    <ChildGrid<Layer, LayerTables>
      projectId={projectId} kind="layer" label={t('screens.lists.layers')} screenName="Layer" settingName="grid.layers"
      guidField="LaGuid" pinned={pinned} rows={layers.data} error={layers.error} validateRows={validateLayers}
      newRow={(siblings) => newLayerRow('', siblings)} deriveCells={deriveLayerSoilCodes}
      write={write} rowsOf={layersOf}
      openRecord={(guid) => void navigate(recordLinks.layer(projectId, mpGuid, guid))}
    />
  );
}
