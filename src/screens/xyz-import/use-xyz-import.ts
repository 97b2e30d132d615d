import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeListQueries, gaugingTubeKind, pointQueries, projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import { useLanguage } from '../../ui/services-context';
import { codeOptionsFromGeneralCodes } from '../../domain/editing';
import type { CodeOption } from '../../domain/editing';
import { codeListCategories } from '../../domain/entities/general-code';
import type { Project } from '../../domain/entities/project';
import { createXyzGridValidation, XyzGridController, xyzGridColumns } from '../../grids/xyz/grid';
import type { XyzGridValidation } from '../../grids/xyz/grid';
import { createXyzPreviewer, xyzColumnTitleKeys } from '../../grids/xyz/model';
import type { XyzPreviewer } from '../../grids/xyz/model';
import { useFieldSetup } from '../records/record-editor/use-field-setup';

/** The point template's screen, whose lists give the reference plane and reference type codes. */
const pointScreen = 'MeasurementPoint';
const noOptions: readonly CodeOption[] = [];

/** What the XYZ import screen draws and saves. */
export interface XyzImportState {
  controller: XyzGridController;
  validation: XyzGridValidation;
  /** The project's row; undefined while loading. */
  project: Project | null | undefined;
  /** Code list 37, the systems the pasted data may be in. */
  systems: readonly CodeOption[];
  /** The system the pasted X and Y are in: the user's pick, else the project's. */
  sourceSystem: string;
  pickSystem(code: string): void;
  /** True once the project's points and tubes and the lists are loaded and the rows are checked. */
  ready: boolean;
  error: unknown;
}

/**
 * The batch XYZ import's state (spec 02 section 2): one grid controller for the screen's life, whose
 * rows are checked by a previewer over the project's points and gauging tubes, the picked system and
 * the reference lists of the point template. When any of these changes, the rows are checked again.
 */
export function useXyzImport(prId: ProjectId): XyzImportState {
  const { t } = useTranslation();
  const language = useLanguage();
  const project = useQuery(projectQueries.detail(prId));
  const points = useQuery(pointQueries.list(prId));
  const tubes = useQuery(gaugingTubeKind.list({ prId }));
  const systemCodes = useQuery(codeListQueries.category(codeListCategories.coordinateSystems, language));
  const templateId = project.data === undefined ? undefined : (project.data?.PrTemplateID ?? null);
  const setup = useFieldSetup(pointScreen, language, prId, templateId);

  const [validation] = useState(createXyzGridValidation);
  const [controller] = useState(() => new XyzGridController({
    rows: [], keyOf: (_row, index) => `#${index}`, canAddRows: true, language, validateRows: validation.validateRows,
    columns: xyzGridColumns((field) => t(xyzColumnTitleKeys[field])),
  }));

  const projectSystem = typeof project.data?.PrCoordinateSystem === 'string' ? project.data.PrCoordinateSystem : '';
  const [picked, setPicked] = useState<string | null>(null);
  const sourceSystem = picked ?? projectSystem;
  const systems = useMemo(() => codeOptionsFromGeneralCodes(systemCodes.data ?? []), [systemCodes.data]);
  const referencePlanes = setup.codeLists.MpReferencePlaneTypeCode ?? noOptions;
  const referenceTypes = setup.codeLists.MpReferencePointTypeCode ?? noOptions;

  const previewer = useMemo<XyzPreviewer | null>(() => {
    if (!points.data || !tubes.data || project.data === undefined || !setup.ready) return null;
    return createXyzPreviewer(
      { points: points.data, gaugingTubes: tubes.data },
      { sourceSystem, projectSystem, referencePlanes, referenceTypes },
    );
  }, [points.data, tubes.data, project.data, setup.ready, sourceSystem, projectSystem, referencePlanes, referenceTypes]);

  useEffect(() => {
    validation.setPreviewer(previewer);
    controller.revalidateRows();
  }, [validation, controller, previewer]);

  return {
    controller, validation, project: project.data, systems, sourceSystem, pickSystem: setPicked,
    ready: previewer !== null && validation.preview() !== null,
    error: project.error ?? points.error ?? tubes.error ?? systemCodes.error ?? setup.error,
  };
}
