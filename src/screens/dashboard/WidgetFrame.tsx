import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedWidget } from '../../domain/dashboard/dashboard-layout';

/** What edit mode lets a frame do to its widget (spec 02 section 2: place, resize, delete). */
export interface FrameEditing {
  move(dx: number, dy: number): void;
  resize(dw: number, dh: number): void;
  remove(): void;
  /** Converts a pointer drag in pixels into whole cells. */
  cellsOf(dxPixels: number, dyPixels: number): { dx: number; dy: number };
}

const arrowSteps: Readonly<Record<string, [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * One widget on the grid: its title and body; in edit mode focusable, moved with the arrow keys
 * or by dragging its title, resized with Shift+arrows or its corner, removed with Delete.
 */
export function WidgetFrame({ widget, title, editing, children }: { widget: PlacedWidget; title: string; editing: FrameEditing | null; children: ReactNode }) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; y: number; mode: 'move' | 'resize' } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!editing || event.target !== event.currentTarget) return;
    const step = arrowSteps[event.key];
    if (step) {
      event.preventDefault();
      if (event.shiftKey) editing.resize(step[0], step[1]);
      else editing.move(step[0], step[1]);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      editing.remove();
    }
  };
  const startDrag = (mode: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    if (!editing) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, mode };
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const started = drag.current;
    drag.current = null;
    if (!editing || !started) return;
    const { dx, dy } = editing.cellsOf(event.clientX - started.x, event.clientY - started.y);
    if (dx === 0 && dy === 0) return;
    if (started.mode === 'move') editing.move(dx, dy);
    else editing.resize(dx, dy);
  };

  return (
    <section
      className={editing ? 'dashboard-widget dashboard-widget--editing' : 'dashboard-widget'}
      style={{ gridColumn: `${widget.x + 1} / span ${widget.w}`, gridRow: `${widget.y + 1} / span ${widget.h}` }}
      aria-label={title}
      data-widget={widget.kind}
      data-cell={`${widget.x},${widget.y},${widget.w},${widget.h}`}
      tabIndex={editing ? 0 : undefined}
      aria-roledescription={editing ? t('dashboard.edit.widgetRole') : undefined}
      aria-keyshortcuts={editing ? 'ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown Delete' : undefined}
      onKeyDown={onKeyDown}
    >
      <header className="dashboard-widget__title" onPointerDown={startDrag('move')} onPointerUp={endDrag}>
        <h2>{title}</h2>
        {editing ? (
          <button type="button" aria-label={t('dashboard.edit.removeWidget', { widget: title })} onPointerDown={(event) => event.stopPropagation()} onClick={editing.remove}>×</button>
        ) : null}
      </header>
      <div className="dashboard-widget__body">{children}</div>
      {editing ? <span className="dashboard-widget__resize" aria-hidden="true" onPointerDown={startDrag('resize')} onPointerUp={endDrag} /> : null}
    </section>
  );
}
