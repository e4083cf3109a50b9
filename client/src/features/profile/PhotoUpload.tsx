// The own-profile photo: choose a JPEG, PNG or WebP of at most 8 MB, see a preview, upload it (uploadProfilePhoto).
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { i18n } from "../../i18n";
import { useMutation } from "@apollo/client/react";
import { UploadOwnPhotoDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { IMAGE_ACCEPT, imageFileError, uploadErrorMessage } from "./image-file";
import { Button, buttonClass } from "../../shared/Button";

type Status = { tone: "error" | "success"; text: string } | null;

export function PhotoUpload({ name }: { name: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [upload, { loading }] = useMutation(UploadOwnPhotoDocument);

  // Each preview URL is released when it is replaced or the form goes away.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setStatus(null);
    if (!chosen) return;
    const problem = imageFileError(chosen);
    if (problem) {
      setFile(null);
      setPreview(null);
      setStatus({ tone: "error", text: problem });
      event.target.value = "";
      return;
    }
    setFile(chosen);
    setPreview(typeof URL.createObjectURL === "function" ? URL.createObjectURL(chosen) : null);
  }

  function reset() {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  }

  async function send() {
    if (!file) return;
    try {
      await upload({ variables: { file } });
      reset();
      setStatus({ tone: "success", text: i18n.t("profile:photo.updated") });
    } catch (error) {
      setStatus({ tone: "error", text: uploadErrorMessage(error) });
    }
  }

  return (
    <div className="photo-upload">
      <label htmlFor={inputId} className={buttonClass({ variant: "ghost", size: "sm", className: loading ? "file-btn is-disabled" : "file-btn" })}>
        {file ? i18n.t("profile:photo.chooseAnother") : i18n.t("profile:photo.change")}
      </label>
      <input ref={input} id={inputId} className="visually-hidden" type="file" accept={IMAGE_ACCEPT} onChange={choose} disabled={loading} />
      <p className="photo-upload__hint">JPEG, PNG or WebP, at most 8 MB.</p>
      {preview && <img className="photo-upload__preview" src={preview} alt={i18n.t("profile:photo.preview", { name })} width={96} height={96} />}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {file && (
        <div className="actions">
          <Button size="sm" onClick={() => void send()} disabled={loading}>
            {loading ? i18n.t("profile:photo.uploading") : i18n.t("profile:photo.upload")}
          </Button>
          <Button variant="ghost" size="sm" onClick={reset} disabled={loading}>
            {i18n.t("profile:photo.cancel")}
          </Button>
        </div>
      )}
    </div>
  );
}
