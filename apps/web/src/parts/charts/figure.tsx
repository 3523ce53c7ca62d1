import type { ReactNode, RefObject } from 'react';
import { ScrollTable } from '../scroll-table.js';

/**
 * A chart with its text alternatives: a summary as the canvas's label, and the data as a table
 * behind `dataLabel` ("Show the data", from the page's own catalog).
 */
export function Figure({
  id,
  title,
  summary,
  canvas,
  table,
  dataLabel,
  wide,
}: {
  id: string;
  title: string;
  summary: string;
  canvas: RefObject<HTMLCanvasElement | null>;
  table: ReactNode;
  dataLabel: string;
  wide?: boolean;
}) {
  return (
    <figure
      className={`studio-chart${wide ? ' studio-chart--wide' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <div className="studio-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <details>
        <summary>{dataLabel}</summary>
        <ScrollTable labelledBy={`${id}-title`}>{table}</ScrollTable>
      </details>
    </figure>
  );
}

export interface DataRow {
  key: string;
  /** The row's heading (a date, a source, an article's title), in `lang` when given. */
  header: string;
  lang?: string;
  /** The row's figures, already formatted. */
  cells: string[];
}

/** A chart's data as a table: one heading cell and right-aligned figures per row; `columns` head it. */
export function DataTable({ columns, rows }: { columns?: string[]; rows: DataRow[] }) {
  return (
    <table className="studio-table">
      {columns ? (
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? 'num' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" lang={row.lang}>
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <td key={index} className="num">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
