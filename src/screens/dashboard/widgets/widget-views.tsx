import type { ComponentType } from 'react';
import type { InfoWidgetKind } from '../../../domain/dashboard/dashboard-figures';
import type { WidgetKind } from '../../../domain/dashboard/widget-kinds';
import { ContactsWidget } from './ContactsWidget';
import { LabAssignmentsWidget } from './LabAssignmentsWidget';
import { OverviewWidget } from './OverviewWidget';
import { overviewWidgetSpecs } from './overview-widgets';
import { ParticipantsWidget } from './ParticipantsWidget';
import { LazyPointMapWidget } from './LazyPointMapWidget';
import { ProjectInfoWidget } from './ProjectInfoWidget';
import { TodoWidget } from './TodoWidget';
import { WaterSamplesGraphWidget } from './WaterSamplesGraphWidget';
import type { WidgetProps } from './widget-props';

const overviewOf = (kind: InfoWidgetKind): ComponentType<WidgetProps> => {
  const spec = overviewWidgetSpecs[kind];
  if (!spec) throw new Error('overview widget without its spec');
  return function OverviewInfoWidget({ projectId }: WidgetProps) {
    return <OverviewWidget projectId={projectId} kind={kind} spec={spec} />;
  };
};

/** The view of each of the twelve widgets of spec 02 section 2. */
export const widgetViews: Readonly<Record<WidgetKind, ComponentType<WidgetProps>>> = {
  waterSamplesGraph: WaterSamplesGraphWidget,
  projectInfo: ProjectInfoWidget,
  pointMap: LazyPointMapWidget,
  groundwaterInfo: overviewOf('groundwaterInfo'),
  participants: ParticipantsWidget,
  concernedContacts: ContactsWidget,
  todoList: TodoWidget,
  locationVisits: overviewOf('locationVisits'),
  groundAir: overviewOf('groundAir'),
  soilInfo: overviewOf('soilInfo'),
  surfaceSamples: overviewOf('surfaceSamples'),
  labAssignments: LabAssignmentsWidget,
};
