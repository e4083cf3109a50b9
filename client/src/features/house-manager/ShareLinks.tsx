// Share links for a public profile: each points at the profile's URL on the app's public origin (docs/decisions/0007-display.md), in a new tab.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../shared/icons";
import { Button } from "../../shared/Button";

interface Network {
  name: string;
  icon: IconName;
  href: (url: string) => string;
  /** Networks without a share-by-link page: the link is copied first, so it can be pasted into a post. */
  copyFirst?: boolean;
}

const NETWORKS: Network[] = [
  { name: "Facebook", icon: "facebook", href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: "Instagram", icon: "instagram", href: (url) => `https://www.instagram.com/?url=${encodeURIComponent(url)}`, copyFirst: true },
  { name: "YouTube", icon: "youtube", href: (url) => `https://www.youtube.com/?url=${encodeURIComponent(url)}`, copyFirst: true },
  { name: "WhatsApp", icon: "whatsapp", href: (url) => `https://wa.me/?text=${encodeURIComponent(url)}` },
  { name: "X", icon: "x", href: (url) => `https://x.com/intent/tweet?url=${encodeURIComponent(url)}` },
];

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // No clipboard (insecure origin, permissions): the network still opens.
  }
}

export function ShareLinks({ url, name }: { url: string; name: string }) {
  const [note, setNote] = useState("");
  const { t } = useTranslation("house-manager");

  return (
    <div className="share">
      <span className="share__label">{t("share.label", { name })}</span>
      <ul className="share__list">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              className="social-link"
              href={network.href(url)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("share.on", { network: network.name })}
              title={t("share.on", { network: network.name })}
              onClick={() => {
                if (!network.copyFirst) return;
                void copyText(url).then((copied) =>
                  setNote(copied ? t("share.copiedFor", { network: network.name }) : t("share.copyFor", { network: network.name, url })),
                );
              }}
            >
              <Icon name={network.icon} size={18} />
            </a>
          </li>
        ))}
        <li>
          <Button
            variant="ghost" size="sm"
            onClick={() => void copyText(url).then((copied) => setNote(copied ? t("share.copied") : t("share.copyThis", { url })))}
          >
            {t("share.copyLink")}
          </Button>
        </li>
      </ul>
      <p className="share__note small muted" role="status">
        {note}
      </p>
    </div>
  );
}
