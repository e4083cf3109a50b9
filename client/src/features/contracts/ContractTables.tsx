// The two ways the contract screens lay out figures: a label/value row of a details list (the contract page and the
// details modal) and a table of amounts that scrolls sideways inside its card on a narrow phone (payslips, payments,
// the employer's monthly summary).
import type { ReactNode } from "react";

/** One label and its value inside a `<dl className="details">`. */
export function DetailsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A table of money: `columns` are the header cells (the last one, the amount, aligned right), `caption` names the table
 * for screen readers when it has no header; `children` are its body rows.
 */
export function MoneyTable({ columns, caption, children }: { columns?: readonly string[]; caption?: string; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="money-table">
        {caption && <caption className="sr-only">{caption}</caption>}
        {columns && (
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={index === columns.length - 1 ? "money" : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
