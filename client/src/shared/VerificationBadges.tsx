// A house manager's approved checks, as cards and the public page show them: "ID checked", "Good conduct checked (Mar 2026)".
import type { VerificationBadgesFragment } from "../gql/graphql";
import { formatMonth } from "./format";
import { Icon } from "./icons";
import "./trust.css";

export const VERIFICATION_TEXT = {
  verified: "Verified",
  idChecked: "ID checked",
  goodConduct: (when: string) => `Good conduct checked (${when})`,
} as const;

export function VerificationBadges({ manager, compact = false }: { manager: VerificationBadgesFragment; compact?: boolean }) {
  // A cache written before these fields existed (or a partial mock) has no checks to show.
  if (!manager.verifications?.length) return null;
  return (
    <ul className={`check-badges${compact ? " check-badges--compact" : ""}`} aria-label="Checks by the MaidMatch team">
      {manager.verified && (
        <li className="check-badge check-badge--verified">
          <Icon name="shield-check" size={14} /> {VERIFICATION_TEXT.verified}
        </li>
      )}
      {manager.verifications.map((check) => (
        <li key={check.kind} className="check-badge" title={check.expiresAt ? `Valid until ${check.expiresAt}` : undefined}>
          {check.kind === "id_document" ? VERIFICATION_TEXT.idChecked : VERIFICATION_TEXT.goodConduct(formatMonth(check.verifiedAt))}
        </li>
      ))}
    </ul>
  );
}
