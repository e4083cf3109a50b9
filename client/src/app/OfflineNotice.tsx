// A visible notice while the device has no network: the page then shows what this phone kept from earlier visits
// (the service worker's copies, docs/decisions/0012-offline-and-speed.md), and changes cannot be sent.
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <strong>{t("offline.title")}</strong> {t("offline.body")}
    </div>
  );
}
