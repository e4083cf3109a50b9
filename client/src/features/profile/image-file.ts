// The client-side check of photos before upload (the server checks again, by content): JPEG, PNG or WebP, at most 8 MB.
import { i18n } from "../../i18n";
import { classifyError, firstErrorMessage, localiseServerMessage } from "../../shared/errors";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, or null. A missing type (some systems) is left to the server. */
export function imageFileError(file: File): string | null {
  if (file.type && !IMAGE_ACCEPT.split(",").includes(file.type)) return i18n.t("profile:photo.wrongType");
  if (file.size > MAX_IMAGE_BYTES) return i18n.t("profile:photo.tooLarge");
  return null;
}

/** The message for a failed upload: the server's own words where it gave some. */
export function uploadErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === "graphql") {
    const nonField = failure.fieldErrors["non_field_errors"]?.[0];
    return (nonField && localiseServerMessage(nonField)) ?? firstErrorMessage(failure) ?? i18n.t("profile:photo.failed");
  }
  if (failure.kind === "http" && failure.status === 413) return i18n.t("profile:photo.tooLarge");
  return i18n.t("profile:photo.offline");
}
