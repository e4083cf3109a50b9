// The jobs feature's texts, in the `jobs` namespace of the client's languages (client/src/i18n/locales/*/jobs.json).
import { useTranslation } from "react-i18next";

export function useJobsText() {
  return useTranslation("jobs");
}
