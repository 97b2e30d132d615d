import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dashboard } from '../../api/calls/dashboards';
import { dashboardMutations } from '../../api/queries/dashboard-queries';
import { autoAlign, moveWidget, removeWidget, resizeWidget, addWidget } from '../../domain/dashboard/dashboard-layout';
import type { PlacedWidget } from '../../domain/dashboard/dashboard-layout';
import type { WidgetKind } from '../../domain/dashboard/widget-kinds';
import { useNotices } from '../../ui/notices/notices-context';

/**
 * Edit mode of one dashboard (spec 02 sections 2 and 4): switching it on takes a working copy of
 * the widgets; every change goes to the copy; switching it off stores the copy (with the
 * RowVersion it was loaded at), and stays in edit mode when the store is refused.
 */
export function useDashboardEditing(projectId: number, dashboard: Dashboard | undefined) {
  const notices = useNotices();
  const change = useMutation(dashboardMutations.change(projectId));
  const [draft, setDraft] = useState<PlacedWidget[] | null>(null);
  const layout: readonly PlacedWidget[] = draft ?? dashboard?.DbLayout ?? [];
  const edit = (next: (current: readonly PlacedWidget[]) => PlacedWidget[]) => setDraft((current) => (current ? next(current) : current));

  const store = async (widgets: readonly PlacedWidget[]): Promise<boolean> => {
    if (!dashboard) return false;
    try {
      await change.mutateAsync({ DbNumber: dashboard.DbNumber, DbLayout: widgets, RowVersion: dashboard.RowVersion });
      return true;
    } catch (error) {
      notices.notifyError(error);
      return false;
    }
  };

  return {
    layout,
    editing: draft !== null,
    saving: change.isPending,
    toggle: async () => {
      if (draft === null) {
        setDraft(dashboard ? [...dashboard.DbLayout] : []);
      } else if (await store(draft)) {
        setDraft(null);
      }
    },
    move: (id: string, dx: number, dy: number) => edit((current) => moveWidget(current, id, dx, dy)),
    resize: (id: string, dw: number, dh: number) => edit((current) => resizeWidget(current, id, dw, dh)),
    remove: (id: string) => edit((current) => removeWidget(current, id)),
    add: (kind: WidgetKind) => edit((current) => addWidget(current, kind)),
    autoAlign: () => edit((current) => autoAlign(current)),
    /** A widget's own options (the graph's period and style): in edit mode on the copy, else stored at once. */
    setOptions: (id: string, patch: Partial<Pick<PlacedWidget, 'period' | 'style'>>) => {
      const patched = (current: readonly PlacedWidget[]) => current.map((widget) => (widget.id === id ? { ...widget, ...patch } : widget));
      if (draft !== null) setDraft(patched(draft));
      else void store(patched(layout));
    },
  };
}
