// The client-side check of photos before upload (the server checks again, by content): JPEG, PNG or WebP, at most 8 MB.
import { classifyError, firstErrorMessage } from "../../shared/errors";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image must be at most 8 MB.";
export const IMAGE_WRONG_TYPE = "Choose a JPEG, PNG or WebP image.";

/** Why a chosen file cannot be uploaded, or null. A missing type (some systems) is left to the server. */
export function imageFileError(file: File): string | null {
  if (file.type && !IMAGE_ACCEPT.split(",").includes(file.type)) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The message for a failed upload: the server's own words where it gave some. */
export function uploadErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === "graphql") return failure.fieldErrors["non_field_errors"]?.[0] ?? firstErrorMessage(failure) ?? "The upload failed. Please try again.";
  if (failure.kind === "http" && failure.status === 413) return IMAGE_TOO_LARGE;
  return "The upload failed. Check your connection and try again.";
}
