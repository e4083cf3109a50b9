// Types every `t("…")` key against the English texts: a key missing in English is a type error.
import "i18next";
import type { englishResources } from "./resources";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof englishResources;
  }
}
