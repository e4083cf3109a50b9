// A house manager's own albums: create one, add and delete images, delete an album (after a confirmation); the cache follows each result.
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { i18n } from "../../i18n";
import { useMutation } from "@apollo/client/react";
import { AddOwnAlbumImageDocument, CreateOwnAlbumDocument, DeleteOwnAlbumDocument, DeleteOwnAlbumImageDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { apiUrl } from "../../shared/api";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { Icon } from "../../shared/icons";
import { useConfirm } from "../../shared/feedback";
import { IMAGE_ACCEPT, imageFileError, uploadErrorMessage } from "./image-file";
import type { OwnHouseManager } from "./profile-fields";
import { Button, buttonClass } from "../../shared/Button";

type Album = OwnHouseManager["albums"][number];

function errorText(error: unknown, fallback: string): string {
  const failure = classifyError(error);
  return failure.kind === "graphql" ? (failure.fieldErrors["non_field_errors"]?.[0] ?? failure.fieldErrors["title"]?.[0] ?? firstErrorMessage(failure) ?? fallback) : fallback;
}

function AlbumCard({ album, houseManagerId }: { album: Album; houseManagerId: string }) {
  const fileId = useId();
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();
  const [addImage, adding] = useMutation(AddOwnAlbumImageDocument);
  const [deleteImage, deletingImage] = useMutation(DeleteOwnAlbumImageDocument);
  const [deleteAlbum, deletingAlbum] = useMutation(DeleteOwnAlbumDocument);
  const busy = adding.loading || deletingImage.loading || deletingAlbum.loading;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileError(file);
    setError(problem);
    if (problem) return;
    try {
      await addImage({ variables: { albumId: album.id, file } });
    } catch (failure) {
      setError(uploadErrorMessage(failure));
    }
  }

  async function removeImage(imageId: string, index: number) {
    if (!(await confirm({ message: i18n.t("profile:albums.deletePhotoQuestion", { n: index + 1, title: album.title }), confirmLabel: i18n.t("profile:albums.delete"), danger: true }))) return;
    setError(null);
    try {
      await deleteImage({ variables: { imageId } });
    } catch (failure) {
      setError(errorText(failure, i18n.t("profile:albums.photoNotDeleted")));
    }
  }

  async function remove() {
    const count = album.images.length;
    const message = count ? i18n.t("profile:albums.deleteAlbumWithPhotos", { title: album.title, count }) : i18n.t("profile:albums.deleteAlbumQuestion", { title: album.title });
    if (!(await confirm({ message, confirmLabel: i18n.t("profile:albums.delete"), danger: true }))) return;
    setError(null);
    try {
      await deleteAlbum({
        variables: { albumId: album.id },
        update(cache, { data }) {
          if (!data?.deleteAlbum.success) return;
          const albumRef = cache.identify({ __typename: "Album", id: album.id });
          cache.modify({
            id: cache.identify({ __typename: "HouseManager", id: houseManagerId }),
            fields: {
              albums: (existing: readonly { __ref: string }[] = [], { readField }) => existing.filter((ref) => readField("id", ref) !== album.id),
            },
          });
          if (albumRef) cache.evict({ id: albumRef });
          cache.gc();
        },
      });
    } catch (failure) {
      setError(errorText(failure, i18n.t("profile:albums.albumNotDeleted")));
    }
  }

  return (
    <li className="own-album card" aria-busy={busy}>
      <div className="own-album__head">
        <h3 className="own-album__title">{album.title}</h3>
        <span className="muted small">
          {album.images.length} {album.images.length === 1 ? "photo" : "photos"}
        </span>
      </div>
      {album.images.length > 0 ? (
        <ul className="own-album__images">
          {album.images.map((image, index) => (
            <li key={image.id} className="own-album__image">
              <img src={apiUrl(image.thumbUrl ?? image.imageUrl)} alt={i18n.t("profile:albums.photoAlt", { title: album.title, n: index + 1 })} loading="lazy" decoding="async" />
              <button
                type="button"
                className="own-album__delete"
                aria-label={i18n.t("profile:albums.deletePhotoLabel", { n: index + 1, title: album.title })}
                onClick={() => void removeImage(image.id, index)}
                disabled={busy}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{i18n.t("profile:albums.noPhotos")}</p>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="own-album__actions">
        <label htmlFor={fileId} className={buttonClass({ variant: "ghost", size: "sm", className: busy ? "file-btn is-disabled" : "file-btn" })}>
          {adding.loading ? i18n.t("profile:albums.uploading") : i18n.t("profile:albums.addPhoto")}
        </label>
        <input id={fileId} className="visually-hidden" type="file" accept={IMAGE_ACCEPT} onChange={(event) => void add(event)} disabled={busy} />
        <Button variant="ghost" size="sm" className="own-album__remove" onClick={() => void remove()} disabled={busy}>
          {deletingAlbum.loading ? i18n.t("profile:albums.deleting") : i18n.t("profile:albums.deleteAlbum")}
        </Button>
      </div>
    </li>
  );
}

export function AlbumManager({ houseManagerId, albums }: { houseManagerId: string; albums: readonly Album[] }) {
  const titleId = useId();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [createAlbum, { loading }] = useMutation(CreateOwnAlbumDocument);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = title.trim();
    if (!text) {
      setError(i18n.t("profile:albums.giveTitle"));
      return;
    }
    setError(null);
    try {
      await createAlbum({
        variables: { title: text },
        update(cache, { data }) {
          const created = data?.createAlbum;
          if (!created) return;
          cache.modify({
            id: cache.identify({ __typename: "HouseManager", id: houseManagerId }),
            fields: {
              albums: (existing: readonly { __ref: string }[] = [], { toReference, readField }) => {
                if (existing.some((ref) => readField("id", ref) === created.id)) return existing;
                const ref = toReference({ __typename: "Album", id: created.id });
                return ref ? [...existing, ref] : existing;
              },
            },
          });
        },
      });
      setTitle("");
    } catch (failure) {
      setError(errorText(failure, i18n.t("profile:albums.notCreated")));
    }
  }

  return (
    <div className="album-manager">
      <form className="album-manager__create" onSubmit={(event) => void create(event)} noValidate>
        <div className="field">
          <label htmlFor={titleId}>{i18n.t("profile:albums.newTitle")}</label>
          <input id={titleId} type="text" value={title} maxLength={100} placeholder="e.g. My cooking" onChange={(event) => setTitle(event.target.value)} />
        </div>
        <Button size="sm" type="submit" disabled={loading}>
          {loading ? i18n.t("profile:albums.creating") : i18n.t("profile:albums.create")}
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      {albums.length === 0 ? (
        <p className="muted">{i18n.t("profile:albums.none")}</p>
      ) : (
        <ul className="own-albums">
          {albums.map((album) => (
            <AlbumCard key={album.id} album={album} houseManagerId={houseManagerId} />
          ))}
        </ul>
      )}
    </div>
  );
}
