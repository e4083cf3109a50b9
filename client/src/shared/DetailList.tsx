// A profile's details as a definition list: label and value, with a quiet note where a value is missing.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface Detail {
  label: string;
  value: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === "string" && value.trim() === "");
}

export function DetailList({ items, empty: given }: { items: Detail[]; empty?: string }) {
  const { t } = useTranslation();
  const empty = given ?? t("shared.notProvided");
  return (
    <dl className="profile-details">
      {items.map((item) => (
        <div key={item.label} className="profile-details__row">
          <dt>{item.label}</dt>
          <dd className={isEmpty(item.value) ? "muted" : undefined}>{isEmpty(item.value) ? empty : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
