import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bottleMutations, bottleQueries } from '../../../api';
import type { BottleParams, PackagingParams } from '../../../ui/routes/params';
import type { Bottle } from '../../../domain/entities/bottle';
import { RecordEditor } from '../record-editor/RecordEditor';
import type { RuleSetChoice } from '../record-editor/record-issues';
import { sampleLinks } from '../record-links';
import { nameOrUnnamed } from '../record-titles';
import { pickFromList, useProjectBasics } from '../screen-data';
import type { ItemKind } from './ItemGrid';

const bottleRules: RuleSetChoice = { kind: 'bottle' };

/** Props of ItemScreen. */
export interface ItemScreenProps {
  kind: ItemKind;
  params: BottleParams | PackagingParams;
}

/**
 * A bottle of a water sample, or packaging of an air sample, in either placement (spec 01 sections
 * 2 and 3): its name checked against the sample's other items, its barcodes.
 */
function ItemScreen({ kind, params }: ItemScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId, FtGuid, WsID, BoID } = params;
  const route = { projectId, measurementPointId, FtGuid };
  const sample = { prId: projectId, mpGuid: measurementPointId, ftGuid: FtGuid, wsGuid: WsID };
  const project = useProjectBasics(projectId);
  const items = pickFromList(useQuery(bottleQueries.ofSample(sample)), 'BoGuid', BoID);
  const { mutateAsync: write } = useMutation(bottleMutations.save(sample));
  const link = kind === 'bottle' ? sampleLinks.bottle(route, WsID, BoID) : sampleLinks.packaging(route, WsID, BoID);
  const parent = kind === 'bottle' ? sampleLinks.waterSample(route, WsID) : sampleLinks.airSample(route, WsID);
  return (
    <RecordEditor<Bottle>
      screenName="Bottle"
      kindLabel={t(kind === 'bottle' ? 'screens.kind.bottle' : 'screens.kind.packaging')}
      title={(row) => nameOrUnnamed(t, row.BoName)}
      record={items.record}
      loadError={items.error}
      recordGuid={BoID}
      draftRoute={link.to}
      prId={projectId}
      templateId={project.templateId}
      ruleSet={bottleRules}
      siblings={items.siblings}
      save={(row) => write({ action: 'UPDATE', rows: [row] })}
      deletion={{ run: (row) => write({ action: 'DELETE', rows: [row] }), after: () => { void navigate(parent); } }}
    />
  );
}

/** The bottle screen (…/watersample/$WsID/bottle/$BoID, in either placement). */
export function BottleScreen({ params }: { params: BottleParams }) {
  return <ItemScreen kind="bottle" params={params} />;
}

/** The air packaging screen (…/airSample/$WsID/packaging/$BoID, in either placement). */
export function PackagingScreen({ params }: { params: PackagingParams }) {
  return <ItemScreen kind="packaging" params={params} />;
}
