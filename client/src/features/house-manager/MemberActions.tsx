// What only a signed-in member sees on a house manager's page: Save (employers and schools), Report and Block beside
// her name, and Report under each review. HouseManagerPage.tsx loads this only for a session, so a visitor's first
// render needs neither the jobs nor the trust feature's code and texts (docs/decisions/0012-offline-and-speed.md).
import { useTranslation } from "react-i18next";
import { SaveButton } from "../jobs";
import { BlockButton, ReportButton, reportReview } from "../trust";

export interface MemberActionsProps {
  manager: { id: string; userId: string; name: string };
}

export default function MemberActions({ manager }: MemberActionsProps) {
  return (
    <>
      <SaveButton houseManagerId={manager.id} name={manager.name} />
      <ReportButton targetType="house_manager" targetId={manager.id} what={manager.name} />
      <BlockButton userId={manager.userId} name={manager.name} />
    </>
  );
}

/** Report under one review. */
export function ReviewReport({ review }: { review: Parameters<typeof reportReview>[0] }) {
  // reportReview names the review in the trust texts: wait for them (useTranslation suspends until they are in).
  useTranslation("trust");
  return reportReview(review);
}
