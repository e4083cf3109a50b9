// /privacy: what MaidMatch keeps, why, who sees it, for how long, and how to use each right (Kenya's Data Protection Act, 2019).
import { Link } from "react-router-dom";
import { Trans, useTranslation } from "react-i18next";
import { formatDate } from "../../shared/format";
import { PRIVACY_VERSION } from "./policy";
import "./privacy.css";

/** The rows of "What we keep", in order (privacy.json "page.kept"). */
const KEPT = ["account", "profile", "verification", "reviews", "messages", "contracts", "safety"] as const;

export default function PrivacyPage() {
  const { t } = useTranslation("privacy");
  const rich = (key: "see" | "correct" | "delete" | "object" | "stop", to?: string) => (
    <Trans t={t} i18nKey={`page.${key}`} components={{ b: <strong />, a: to ? <Link to={to} /> : <span /> }} />
  );
  return (
    <section className="container page page--narrow privacy">
      <title>{t("page.title")}</title>
      <h1>{t("page.heading")}</h1>
      <p className="muted">{t("page.intro", { version: PRIVACY_VERSION, date: formatDate(PRIVACY_VERSION) })}</p>

      <h2>{t("page.keptHeading")}</h2>
      <div className="privacy__table" role="table" aria-label={t("page.keptLabel")}>
        {KEPT.map((row) => (
          <div key={row} className="card privacy__row" role="row">
            <h3 role="rowheader">{t(`page.kept.${row}.what`)}</h3>
            <p role="cell">{t(`page.kept.${row}.detail`)}</p>
            <p role="cell">
              <strong>{t("page.why")}</strong> {t(`page.kept.${row}.why`)}
            </p>
            <p role="cell">
              <strong>{t("page.who")}</strong> {t(`page.kept.${row}.who`)}
            </p>
          </div>
        ))}
      </div>

      <h2>{t("page.howLong")}</h2>
      <ul>
        <li>{t("page.keepOpen")}</li>
        <li>{t("page.keepClosed")}</li>
        <li>{t("page.keepWritten")}</li>
        <li>{t("page.keepAudit")}</li>
      </ul>

      <h2>{t("page.rights")}</h2>
      <ul>
        <li>{rich("see", "/profile")}</li>
        <li>{rich("correct")}</li>
        <li>{rich("delete")}</li>
        <li>{rich("object", "/contact")}</li>
        <li>{rich("stop")}</li>
      </ul>
    </section>
  );
}
