// A button that opens a private PDF (the generated contract, a payslip): the route needs the bearer token, which a
// plain link cannot send, so the file is fetched and opened from a local object URL.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getFreshAccessToken } from "../../shared/session";
import { apiUrl } from "../../shared/api";
import { Button } from "../../shared/Button";

export function AuthorisedPdfButton({ path, filename, label }: { path: string; filename: string; label: string }) {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const { t } = useTranslation("contracts");

  async function open() {
    setState("loading");
    try {
      const token = await getFreshAccessToken();
      const response = await fetch(apiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState("idle");
    } catch (error) {
      console.error("Failed to fetch the PDF", error);
      setState("failed");
    }
  }

  return (
    <span className="pdf-button">
      <Button variant="ghost" size="sm" onClick={() => void open()} disabled={state === "loading"}>
        {state === "loading" ? t("pdf.preparing") : label}
      </Button>
      {state === "failed" && (
        <span role="alert" className="small">
          {" "}
          {t("pdf.failed")}
        </span>
      )}
    </span>
  );
}
