// Any unknown route (including /about): the spec's 'NoPage'.
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../shared/Button";
import "./not-found.css";

export default function NotFoundPage() {
  const { t } = useTranslation("not-found");
  return (
    <section className="container page page--narrow not-found">
      <title>{t("title")}</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t("heading")}</h1>
      <p className="muted">{t("text")}</p>
      <div className="actions actions--center">
        <ButtonLink to="/" variant="primary">
          {t("home")}
        </ButtonLink>
        <ButtonLink to="/findhousegirl/" variant="ghost">
          {t("find")}
        </ButtonLink>
      </div>
    </section>
  );
}
