import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedWidget } from '../../domain/dashboard/dashboard-layout';
import { gridColumns } from '../../domain/dashboard/dashboard-layout';
import { WidgetFrame } from './WidgetFrame';
import type { FrameEditing } from './WidgetFrame';
import { widgetViews } from './widgets/widget-views';

/** Height of one grid row in pixels (dashboard.css uses the same). */
const rowHeight = 64;

/** What the grid may change in edit mode. */
export interface GridEditing {
  move(id: string, dx: number, dy: number): void;
  resize(id: string, dw: number, dh: number): void;
  remove(id: string): void;
}

/** The dashboard's widgets on a 12-column grid (spec 02 section 2). */
export function DashboardGrid({ projectId, layout, editing, onOptions }: {
  projectId: number;
  layout: readonly PlacedWidget[];
  editing: GridEditing | null;
  onOptions(id: string, patch: Partial<Pick<PlacedWidget, 'period' | 'style'>>): void;
}) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const cellsOf = (dxPixels: number, dyPixels: number) => {
    const width = grid.current?.clientWidth ?? gridColumns * 80;
    return { dx: Math.round(dxPixels / (width / gridColumns)), dy: Math.round(dyPixels / rowHeight) };
  };
  const frameEditing = (id: string): FrameEditing | null => (editing ? {
    move: (dx, dy) => editing.move(id, dx, dy),
    resize: (dw, dh) => editing.resize(id, dw, dh),
    remove: () => editing.remove(id),
    cellsOf,
  } : null);

  if (layout.length === 0) return <p className="dashboard-empty">{t('dashboard.empty')}</p>;
  return (
    <div ref={grid} className="dashboard-grid">
      {layout.map((widget) => {
        const View = widgetViews[widget.kind];
        return (
          <WidgetFrame key={widget.id} widget={widget} title={t(`dashboard.widget.${widget.kind}`)} editing={frameEditing(widget.id)}>
            <View projectId={projectId} widget={widget} onOptions={(patch) => onOptions(widget.id, patch)} />
          </WidgetFrame>
        );
      })}
    </div>
  );
}
