import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointMutations, pointQueries } from '../../api';
import type { MeasurementPointParams } from '../../ui/routes/params';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { CopyMoveDialog } from '../copy-move';
import type { CopyMoveResult } from '../copy-move';
import { RecordEditor } from '../records/record-editor/RecordEditor';
import type { RuleSetChoice } from '../records/record-editor/record-issues';
import { recordLinks } from '../records/record-links';
import { nameOrUnnamed } from '../records/record-titles';
import { useProjectBasics } from '../records/screen-data';
import { PointChildTabs } from './PointChildTabs';
import { PointMap } from './PointMap';
import { BorelogPanel, useBorelogPanel } from '../borelog';
import { PointPictures } from '../media';

/**
 * The measurement point screen (spec 01 section 2): the point's fields, checked against the
 * project's other points (name unique) and the project's coordinate system, with its layers, soil
 * samples, gauging tubes, finishings and the samples taken directly at the point. Duplicate opens
 * the copy dialog for this point (spec 01 section 4); it copies the saved point, so it waits for unsaved edits
 * to be saved. After a move the point is gone here, so the screen goes to the project. Delete sits right. Its photos
 * (spec 02 section 2) sit below its lists; the borelog action opens the borelog side panel beside it.
 */
export function MeasurementPointScreen({ params }: { params: MeasurementPointParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId, measurementPointId } = params;
  const project = useProjectBasics(projectId);
  const detail = useQuery(pointQueries.detail(projectId, measurementPointId));
  const siblings = useQuery(pointQueries.list(projectId));
  const { mutateAsync: write } = useMutation(pointMutations.save(projectId));
  const { coordinateSystem } = project;
  const rules = useMemo<RuleSetChoice>(() => ({ kind: 'measurementPoint', context: coordinateSystem ? { coordinateSystem } : {} }), [coordinateSystem]);
  const point = detail.data;
  const pointName = typeof point?.MpName === 'string' ? point.MpName : '';
  const [copying, setCopying] = useState(false);
  const borelog = useBorelogPanel();
  const copyClosed = (result: CopyMoveResult | null) => {
    setCopying(false);
    if (result?.mode === 'move') void navigate(recordLinks.project(projectId));
  };
  const editor = (
      <RecordEditor<MeasurementPoint>
        screenName="MeasurementPoint"
        kindLabel={t('screens.kind.point')}
        title={(row) => nameOrUnnamed(t, row.MpName)}
        record={point}
        loadError={detail.error}
        recordGuid={measurementPointId}
        draftRoute={recordLinks.point(projectId, measurementPointId).to}
        prId={projectId}
        templateId={project.templateId}
        ruleSet={rules}
        siblings={siblings.data ?? noPoints}
        sequence={{ guidField: 'MpGuid', open: (guid) => { void navigate(recordLinks.point(projectId, guid)); } }}
        save={(row) => write({ action: 'UPDATE', row })}
        deletion={{ run: (row) => write({ action: 'DELETE', row }), after: () => { void navigate(recordLinks.project(projectId)); } }}
        toolbarCommands={pointToolbarCommands}
        onDuplicate={() => setCopying(true)}
        picturesPoint={measurementPointId}
        layout="beside"
      >
        <PointChildTabs projectId={projectId} mpGuid={measurementPointId} pointName={pointName} />
        <PointPictures projectId={projectId} mpGuid={measurementPointId} />
      </RecordEditor>
  );
  const withPanel = borelog.open
    ? <div className="with-borelog">{editor}<BorelogPanel key={measurementPointId} projectId={projectId} mpGuid={measurementPointId} onClose={borelog.close} /></div>
    : editor;
  return (
    <>
      {params.openMap ? <div className="point-with-map">{withPanel}<PointMap projectId={projectId} point={point ?? undefined} /></div> : withPanel}
      {copying && <CopyMoveDialog projectId={projectId} pointGuids={[measurementPointId]} onClose={copyClosed} />}
    </>
  );
}

const noPoints: readonly MeasurementPoint[] = [];
/** Spec 01 section 2: the point's actions are save, export, report, borelog, duplicate and delete; the map opens beside. */
const pointToolbarCommands = ['external.import', 'external.export', 'external.report', 'project.borelog', 'record.duplicate', 'navigate.pointMap', 'navigate.map'] as const;
