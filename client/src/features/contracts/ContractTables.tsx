// The two ways the contract screens lay out figures: a label/value row of a details list (the contract page and the
// details modal) and a table of amounts that scrolls sideways inside its card on a narrow phone (payslips, payments,
// the employer's monthly summary).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PARTICULAR_NAMES, type ParticularName } from "../../../../shared/contracts/rules";

/** One label and its value inside a `<dl className="details">`. */
export function DetailsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How one screen words a particular: its label and value, or null to leave it out (the screen shows it elsewhere). */
export type ParticularWording = { label: string; value: ReactNode } | null;

/**
 * The written particulars as details rows, in the order of PARTICULARS (shared/contracts/rules.ts). A screen words the
 * ones it knows; any other particular shows its value under the offer form's label for it (`form.<name>`), so a
 * particular added to the rules shows here without touching this screen.
 */
export function ParticularRows({ contract, wording }: { contract: { [Name in ParticularName]?: string | number | boolean | null }; wording: Partial<Record<ParticularName, ParticularWording>> }) {
  const { t } = useTranslation("contracts");
  return PARTICULAR_NAMES.map((name) => {
    // Only a particular no screen words yet reaches the fallback: its form label is `form.<name>` in both languages.
    const worded = name in wording ? wording[name] : { label: t(`form.${name}` as never), value: plainValue(contract[name], (key) => t(key as never)) };
    return worded ? (
      <DetailsRow key={name} label={worded.label}>
        {worded.value}
      </DetailsRow>
    ) : null;
  });
}

function plainValue(value: string | number | boolean | null | undefined, t: (key: string) => string): ReactNode {
  if (typeof value === "boolean") return value ? t("details.yes") : t("details.no");
  return value === null || value === undefined || value === "" ? t("details.na") : String(value);
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
