import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandButton } from '../../../ui/commands/CommandButton';
import { useCommandTarget } from '../../../ui/commands/use-command-target';
import type { AddAction } from './use-add-child';
import './child-list.css';

/** One column of a child list after the linked first one. */
export interface ChildColumn<Row> {
  /** The translated column header. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, for depths and counts. */
  numeric?: boolean;
}

/** Props of ChildList. */
export interface ChildListProps<Row> {
  /** The list's heading, translated (e.g. 'Layers'). */
  title: string;
  /** The rows; undefined while loading. */
  rows: readonly Row[] | undefined;
  /** Why loading failed, if it did. */
  error?: unknown;
  rowKey: (row: Row) => string;
  /** Header of the first column, whose cells link to each row's screen. */
  linkHeader: string;
  /** The link that opens the row's screen (a router Link, so the navigation auto-save runs first). */
  link: (row: Row) => ReactNode;
  columns?: readonly ChildColumn<Row>[];
  /** Absent where adding does not work from here: no dead button. */
  add?: AddAction;
}

/** The list's 'add': a button that runs its command ('records.add.<kind>'), which the palette offers too. */
function AddButton({ add }: { add: AddAction }) {
  useCommandTarget(`add.${add.kind}`, { busy: add.busy, add: add.run });
  return <CommandButton command={`records.add.${add.kind}`} />;
}

/**
 * A small accessible table of child records with links to their screens (spec 01 section 2: the
 * points of a project, the layers of a point, …) and an 'add' action where it works. The rows come
 * from one list query: no query per row, so a 300-point project stays fast.
 */
export function ChildList<Row>({ title, rows, error, rowKey, linkHeader, link, columns = [], add }: ChildListProps<Row>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="child-list" aria-labelledby={headingId}>
      <div className="child-list__header">
        <h2 id={headingId} className="child-list__title">
          {title}
          {rows !== undefined && <span className="child-list__count"> ({rows.length})</span>}
        </h2>
        {add && <AddButton add={add} />}
      </div>
      {add?.failure && <p className="child-list__error" role="alert">{add.failure}</p>}
      {error ? <p className="child-list__error" role="alert">{t('screens.list.loadFailed')}</p>
        : rows === undefined ? <p role="status">{t('screens.editor.loading')}</p>
          : rows.length === 0 ? <p className="child-list__empty">{t('screens.list.empty')}</p>
            : (
              <div className="child-list__scroll">
                <table className="child-list__table" aria-labelledby={headingId}>
                  <thead>
                    <tr>
                      <th scope="col">{linkHeader}</th>
                      {columns.map((column) => <th key={column.header} scope="col" className={column.numeric ? 'child-list__numeric' : undefined}>{column.header}</th>)}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={rowKey(row)}>
                        <th scope="row">{link(row)}</th>
                        {columns.map((column) => <td key={column.header} className={column.numeric ? 'child-list__numeric' : undefined}>{column.cell(row)}</td>)}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
    </section>
  );
}
