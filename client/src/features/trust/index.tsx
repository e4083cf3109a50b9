// The trust feature's public entry: report and block buttons for public pages, and the own-profile sections. Each is
// loaded on demand (a small chunk of its own), so the pages that show them open no slower.
import { lazy, Suspense, type ComponentProps } from "react";
import { i18n } from "../../i18n";

const LazyBlockButton = lazy(() => import("./BlockButton").then((module) => ({ default: module.BlockButton })));
const LazyBlockedList = lazy(() => import("./BlockedList").then((module) => ({ default: module.BlockedList })));
const LazyReportButton = lazy(() => import("./ReportButton").then((module) => ({ default: module.ReportButton })));
const LazyVerificationSection = lazy(() => import("./VerificationSection").then((module) => ({ default: module.VerificationSection })));

export function BlockButton(props: ComponentProps<typeof LazyBlockButton>) {
  return (
    <Suspense fallback={null}>
      <LazyBlockButton {...props} />
    </Suspense>
  );
}

export function ReportButton(props: ComponentProps<typeof LazyReportButton>) {
  return (
    <Suspense fallback={null}>
      <LazyReportButton {...props} />
    </Suspense>
  );
}

/** The Report button under a review (shared/ReviewList's `reviewActions`). */
export function reportReview(review: { id: string; reviewerUsername: string }) {
  return <ReportButton targetType="review" targetId={review.id} what={i18n.t("trust:report.theReviewBy", { name: review.reviewerUsername })} className="link-btn small" />;
}

export function BlockedList() {
  return (
    <Suspense fallback={null}>
      <LazyBlockedList />
    </Suspense>
  );
}

export function VerificationSection() {
  return (
    <Suspense fallback={null}>
      <LazyVerificationSection />
    </Suspense>
  );
}
