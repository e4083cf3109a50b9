// The Portfolio Gallery of a house manager's page: album covers with titles; one opens in a modal with all its images.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { AlbumImagesDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { apiUrl } from "../../shared/api";
import { Icon } from "../../shared/icons";
import { Modal } from "../../shared/Modal";
import { Spinner } from "../../shared/Spinner";

export interface AlbumCover {
  id: string;
  title: string;
  coverImage?: string | null;
}

function AlbumImages({ album }: { album: AlbumCover }) {
  const { data, loading, refetch } = useQuery(AlbumImagesDocument, { variables: { id: album.id } });
  if (!data && loading) {
    return (
      <p className="muted loading-line">
        <Spinner label="" size="sm" /> Loading images...
      </p>
    );
  }
  if (!data) {
    return (
      <Alert>
        Error fetching album images{" "}
        <button type="button" className="link-btn" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </Alert>
    );
  }
  if (!data.album) return <Alert>Error fetching album data</Alert>;
  const images = data.album.images;
  if (images.length === 0) return <p className="muted">This album has no images yet.</p>;
  return (
    <ul className="album-images">
      {images.map((image, index) => (
        <li key={image.id}>
          <img src={apiUrl(image.imageUrl)} alt={`${album.title}, photo ${index + 1} of ${images.length}`} width={800} height={600} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

export function PortfolioGallery({ albums }: { albums: readonly AlbumCover[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = albums.find((album) => album.id === openId) ?? null;

  if (albums.length === 0) return <p className="muted">No albums yet.</p>;
  return (
    <>
      <ul className="albums">
        {albums.map((album) => (
          <li key={album.id}>
            <button type="button" className="album-cover" onClick={() => setOpenId(album.id)} aria-label={`Open album ${album.title}`}>
              {album.coverImage ? (
                <img src={apiUrl(album.coverImage)} alt={`${album.title} album cover`} width={320} height={320} loading="lazy" decoding="async" />
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
