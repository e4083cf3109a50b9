// The review form of public profiles (docs/product.md, "Validation and texts"): comment and a 1-5 rating, the product's messages, and the new review written into the list.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { i18n, liveTexts } from "../i18n";
import { getAccessToken } from "./session";
import { ProfileReviewsDocument, SubmitReviewDocument, type ProfileRole } from "../gql/graphql";
import { Alert } from "./Alert";
import { classifyError, localiseServerMessage } from "./errors";
import { reviewsVariables } from "./ReviewList";
import { useViewer, type Viewer } from "./use-viewer";
import { TextAreaField, TextField } from "./Field";
import { SubmitButton } from "./SubmitButton";
import englishCommonTexts from "../i18n/locales/en/common.json";

/** The texts of docs/product.md ("Validation and texts"): English word for word in i18n/locales/en/common.json "review". */
const REVIEW_TEXT = liveTexts(englishCommonTexts.review, "common:review");

const MAX_COMMENT = 2000;

/**
 * Why the viewer cannot review this profile, or null when they can (visitors see the form and are asked to log in on submit).
 * docs/decisions/0003-reviews.md: employers and schools review house managers; house managers review employers; nobody reviews themselves.
 */
export function reviewRestriction(target: ProfileRole, profileId: string, viewer: Viewer): string | null {
  if (viewer.kind !== "user") return null;
  const viewerRole: ProfileRole = viewer.userType === "house_manager" ? "house_manager" : "employer";
  if (viewerRole === target && viewer.profileId === profileId) return i18n.t("review.ownProfile");
  if (viewerRole === target) {
    return target === "house_manager"
      ? i18n.t("review.managersReviewEmployers")
      : i18n.t("review.employersReviewManagers");
  }
  return null;
}

export interface ReviewFormProps {
  /** The reviewed profile's side and id. */
  role: ProfileRole;
  profileId: string;
  /** Called after a review is saved (the page shows the first review page, where the new review is). */
  onSubmitted?: () => void;
}

type Status = { tone: "error" | "success"; text: string } | null;

export function ReviewForm({ role, profileId, onSubmitted }: ReviewFormProps) {
  const viewer = useViewer();
  const { t } = useTranslation();
  const [comment, setComment] = useState("");
  const [rating, setRating] = useState("");
  const [status, setStatus] = useState<Status>(null);
  const [submit, { loading }] = useMutation(SubmitReviewDocument);
  const commentId = useId();
  const ratingId = useId();

  const restriction = reviewRestriction(role, profileId, viewer);
  if (restriction) return <p className="muted review-form__note">{restriction}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = comment.trim();
    const value = Number(rating);
    if (!text) return setStatus({ tone: "error", text: REVIEW_TEXT.empty });
    if (!getAccessToken()) return setStatus({ tone: "error", text: REVIEW_TEXT.login });
    if (rating.trim() === "" || !Number.isInteger(value) || value < 1 || value > 5) return setStatus({ tone: "error", text: REVIEW_TEXT.rating });
    if (viewer.kind !== "user" || !viewer.profileId || !profileId) return setStatus({ tone: "error", text: REVIEW_TEXT.unknown });
    setStatus(null);
    try {
      await submit({
        variables: { role, profileId, rating: value, comment: text },
        update(cache, { data }) {
          const review = data?.submitReview.review;
          if (!review) return;
          // Newest first, like the server's order: the new review opens page 1.
          cache.updateQuery({ query: ProfileReviewsDocument, variables: reviewsVariables(role, profileId) }, (previous) =>
            previous
              ? {
                  reviews: {
                    ...previous.reviews,
                    totalCount: previous.reviews.totalCount + 1,
                    edges: [
                      { __typename: "ReviewEdge" as const, cursor: `new:${review.id}`, node: review },
                      ...previous.reviews.edges.filter((edge) => edge.node.id !== review.id),
                    ],
                  },
                }
              : previous,
          );
        },
      });
      setComment("");
      setRating("");
      setStatus({ tone: "success", text: REVIEW_TEXT.success });
      onSubmitted?.();
    } catch (error) {
      const failure = classifyError(error);
      const messages = failure.kind === "graphql" ? failure.fieldErrors["non_field_errors"] : undefined;
      setStatus({ tone: "error", text: messages?.length ? messages.map(localiseServerMessage).join(" ") : REVIEW_TEXT.failed });
    }
  }

  return (
    <form className="form review-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextAreaField label={t("review.yours")} id={commentId} value={comment} maxLength={MAX_COMMENT} placeholder={t("review.placeholder")} onChange={(event) => setComment(event.target.value)} />
      <TextField label={t("review.ratingLabel")} id={ratingId} className="review-form__rating" type="number" min={1} max={5} step={1} inputMode="numeric" value={rating} onChange={(event) => setRating(event.target.value)} />
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <div>
        <SubmitButton label={t("review.submit")} busy={loading} busyLabel={t("review.submitting")} disabled={viewer.kind === "loading"} />
      </div>
    </form>
  );
}
