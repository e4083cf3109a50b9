// The jobs feature's texts, in the `jobs` namespace of the client's languages (client/src/i18n/locales/*/jobs.json).
// The namespace loads with the first jobs screen, English too (client/src/i18n/resources.ts, LazyResources): until it
// has, `ready` is false and the screens wait (JobsSection, ShortlistSection) or show nothing (SaveButton).
import { useTranslation } from "react-i18next";

export function useJobsText() {
  return useTranslation("jobs");
}
