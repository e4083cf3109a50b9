// A profile photo from a stored path (prefixed with the API origin), lazy-loaded, with initials when there is none or it fails.
import { useState } from "react";
import { apiUrl } from "./api";

export interface ProfileImageProps {
  /** Stored path, e.g. /media/profiles/12.jpg. */
  src: string | null | undefined;
  /** The person's name: the alt text and the initials. */
  name: string;
  size?: number;
  className?: string;
  /** Eager for the largest image above the fold; lazy otherwise. */
  loading?: "lazy" | "eager";
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")).toUpperCase() || "?";
}

export function ProfileImage({ src, name, size = 72, className = "", loading = "lazy" }: ProfileImageProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span className={`avatar avatar--initials ${className}`} style={{ ...style, fontSize: size * 0.36 }} role="img" aria-label={name}>
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={`avatar ${className}`}
      src={apiUrl(src)}
      alt={name}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      style={style}
      onError={() => setFailed(true)}
    />
  );
}
