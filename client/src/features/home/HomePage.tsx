// / : the marketing home page with the Featured House Managers sidebar.
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../shared/icons";
import { FeaturedHouseManagers } from "./FeaturedHouseManagers";
import { Button } from "../../shared/Button";
import "./home.css";

// The keys of home.json's features and steps, in the order shown.
const FEATURES: { key: "verified" | "ratings" | "matching"; icon: IconName }[] = [
  { key: "verified", icon: "shield-check" },
  { key: "ratings", icon: "star" },
  { key: "matching", icon: "handshake" },
];

const STEPS = ["search", "connect", "agree"] as const;

export default function HomePage() {
  const navigate = useNavigate();
  const { t } = useTranslation("home");
  return (
    <div className="home container">
      <title>{t("title")}</title>
      <div className="home__main">
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 id="hero-title" className="hero__title">
            {t("heroTitle")}
          </h1>
          <p className="hero__lead">
            {t("heroLead")}
          </p>
          <div className="hero__actions">
            <Button variant="primary" size="lg" onClick={() => navigate("/findhousegirl/")}>
              {t("getStarted")}
              <Icon name="chevron-right" size={18} />
            </Button>
          </div>
          <ul className="hero__towns" aria-label={t("popularTowns")}>
            {["Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret"].map((town) => (
              <li key={town}>
                <Icon name="map-pin" size={14} /> {town}
              </li>
            ))}
          </ul>
        </section>

        <section className="features" aria-label={t("whyMaidMatch")}>
          {FEATURES.map((feature) => (
            <article key={feature.key} className="card feature">
              <span className="feature__icon">
                <Icon name={feature.icon} size={22} />
              </span>
              <h2 className="feature__title">{t(`features.${feature.key}.title`)}</h2>
              <p className="feature__text">{t(`features.${feature.key}.text`)}</p>
            </article>
          ))}
        </section>

        <section className="steps" aria-labelledby="steps-title">
          <h2 id="steps-title">{t("howItWorks")}</h2>
          <ol className="steps__list">
            {STEPS.map((step, index) => (
              <li key={step} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="step__title">{t(`steps.${step}.title`)}</h3>
                  <p className="step__text">{t(`steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="join card" aria-labelledby="join-title">
          <div>
            <h2 id="join-title">{t("joinTitle")}</h2>
            <p>{t("joinText")}</p>
          </div>
          <Button variant="light" size="lg" onClick={() => navigate("/register")}>
            {t("joinNow")}
          </Button>
        </section>
      </div>
      <FeaturedHouseManagers />
    </div>
  );
}
