// The privacy feature's public entry: the notice's version (registration) and the "Your data" section (/profile/),
// the section loaded on demand so the pages that show it open no slower.
import { lazy, Suspense } from "react";

export { PRIVACY_VERSION } from "./policy";

const LazyPrivacySection = lazy(() => import("./PrivacySection").then((module) => ({ default: module.PrivacySection })));

export function PrivacySection() {
  return (
    <Suspense fallback={null}>
      <LazyPrivacySection />
    </Suspense>
  );
}
