import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { layerKind } from '../../../api';
import type { LayerParams } from '../../../ui/routes/params';
import type { Layer } from '../../../domain/entities/layer';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { recordLinks } from '../record-links';
import { depthRange, nameOrUnnamed } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';

const layerRules: RuleSetChoice = { kind: 'layer' };

/**
 * A soil layer of a measurement point (spec 01 sections 2 and 3): its fields by template, checked
 * against the point's other layers so continuity shows at the depths as the user types. After a
 * save the server moves MpDepth to the deepest 'to' and the cache follows (spec 01 section 4).
 */
export function LayerScreen({ params }: { params: LayerParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId, layerID } = params;
  const project = useProjectBasics(projectId);
  const layers = pickFromList(useQuery(layerKind.list({ prId: projectId, mpGuid: measurementPointId })), 'LaGuid', layerID);
  const { mutateAsync: write } = useMutation(layerKind.save({ prId: projectId, mpGuid: measurementPointId }));
  const link = recordLinks.layer(projectId, measurementPointId, layerID);
  return (
    <RecordEditor<Layer>
      screenName="Layer"
      kindLabel={t('screens.kind.layer')}
      title={(layer) => nameOrUnnamed(t, depthRange(t, layer.LaFrom, layer.LaTo))}
      record={layers.record}
      loadError={layers.error}
      recordGuid={layerID}
      draftRoute={link.to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={layerRules}
      siblings={layers.siblings}
      sequence={{ guidField: 'LaGuid', open: (guid) => { void navigate(recordLinks.layer(projectId, measurementPointId, guid)); } }}
      save={(layer) => write({ action: 'UPDATE', rows: [layer] })}
      deletion={{
        run: (layer) => write({ action: 'DELETE', rows: [layer] }),
        after: () => { void navigate(recordLinks.point(projectId, measurementPointId)); },
      }}
    />
  );
}
