import type { PlacedWidget } from '../../../domain/dashboard/dashboard-layout';

/** What every widget is given: its project and placement, and how to change its own options. */
export interface WidgetProps {
  projectId: number;
  widget: PlacedWidget;
  /** Stores changed options of this widget (the graph's period and style) with the dashboard. */
  onOptions(patch: Partial<Pick<PlacedWidget, 'period' | 'style'>>): void;
}
