import type { ReactNode } from 'react';
import './admin-ui.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** 'cell-actions' and 'cell-image' keep those columns narrow. */
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Marks rows apart (a selected one, say); the id lets a screen scroll a row into view. */
  rowProps?: (row: T) => { className?: string; id?: string };
}

/** A plain table; on a phone the stylesheet turns each row into a card labelled by `data-label`. */
export function DataTable<T>({ caption, columns, rows, rowKey, rowProps }: DataTableProps<T>) {
  return (
    <table className="data-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <td key={column.header} className={column.className} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
