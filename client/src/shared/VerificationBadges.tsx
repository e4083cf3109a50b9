// A house manager's approved checks, as cards and the public page show them: "ID checked", "Good conduct checked (Mar 2026)".
import type { VerificationBadgesFragment } from "../gql/graphql";
import { useTranslation } from "react-i18next";
import { i18n } from "../i18n";
import { formatMonth } from "./format";
import { Icon } from "./icons";
import "./trust.css";

/** Read when shown, so each follows the language on screen. */
export const VERIFICATION_TEXT = {
  get verified() {
    return i18n.t("shared.verified");
  },
  get idChecked() {
    return i18n.t("shared.idChecked");
  },
  goodConduct: (when: string) => i18n.t("shared.goodConduct", { when }),
};

export function VerificationBadges({ manager, compact = false }: { manager: VerificationBadgesFragment; compact?: boolean }) {
  const { t } = useTranslation();
  // A cache written before these fields existed (or a partial mock) has no checks to show.
  if (!manager.verifications?.length) return null;
  return (
    <ul className={`check-badges${compact ? " check-badges--compact" : ""}`} aria-label={t("shared.checksLabel")}>
      {manager.verified && (
        <li className="check-badge check-badge--verified">
          <Icon name="shield-check" size={14} /> {VERIFICATION_TEXT.verified}
        </li>
      )}
      {manager.verifications.map((check) => (
        <li key={check.kind} className="check-badge" title={check.expiresAt ? t("shared.validUntil", { date: check.expiresAt }) : undefined}>
          {check.kind === "id_document" ? VERIFICATION_TEXT.idChecked : VERIFICATION_TEXT.goodConduct(formatMonth(check.verifiedAt))}
        </li>
      ))}
    </ul>
  );
}
