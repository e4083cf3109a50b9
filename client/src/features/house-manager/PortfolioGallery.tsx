// The Portfolio Gallery of a house manager's page: album covers with titles; one opens in a modal with all its images.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AlbumImagesDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { LoadFailed } from "../../shared/PageLoadError";
import { apiUrl } from "../../shared/api";
import { Icon } from "../../shared/icons";
import { Modal } from "../../shared/Modal";
import { LoadingLine } from "../../shared/Spinner";

export interface AlbumCover {
  id: string;
  title: string;
  coverImage?: string | null;
}

function AlbumImages({ album }: { album: AlbumCover }) {
  const { data, loading, refetch } = useQuery(AlbumImagesDocument, { variables: { id: album.id } });
  const { t } = useTranslation(["house-manager", "common"]);
  if (!data && loading) return <LoadingLine>{t("gallery.loadingImages")}</LoadingLine>;
  if (!data) return <LoadFailed message={t("gallery.imagesFailed")} onRetry={refetch} />;
  if (!data.album) return <Alert>{t("gallery.albumFailed")}</Alert>;
  const images = data.album.images;
  if (images.length === 0) return <p className="muted">{t("gallery.noImages")}</p>;
  return (
    <ul className="album-images">
      {images.map((image, index) => (
        <li key={image.id}>
          <img src={apiUrl(image.imageUrl)} alt={t("gallery.photoOf", { title: album.title, n: index + 1, total: images.length })} width={800} height={600} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

export function PortfolioGallery({ albums }: { albums: readonly AlbumCover[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = albums.find((album) => album.id === openId) ?? null;
  const { t } = useTranslation("house-manager");

  if (albums.length === 0) return <p className="muted">{t("gallery.noAlbums")}</p>;
  return (
    <>
      <ul className="albums">
        {albums.map((album) => (
          <li key={album.id}>
            <button type="button" className="album-cover" onClick={() => setOpenId(album.id)} aria-label={t("gallery.openAlbum", { title: album.title })}>
              {album.coverImage ? (
                <img src={apiUrl(album.coverImage)} alt={t("gallery.cover", { title: album.title })} width={320} height={320} loading="lazy" decoding="async" />
              ) : (
                <span className="album-cover__empty" aria-hidden="true">
                  <Icon name="sparkles" size={28} />
                </span>
              )}
              <span className="album-cover__title">{album.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} title={open?.title ?? ""} onClose={() => setOpenId(null)} size="lg">
        {open && <AlbumImages album={open} />}
      </Modal>
    </>
  );
}
