// / : the marketing home page with the Featured House Managers sidebar.
import { useNavigate } from "react-router-dom";
import { Icon, type IconName } from "../../shared/icons";
import { FeaturedHouseManagers } from "./FeaturedHouseManagers";
import { Button } from "../../shared/Button";
import "./home.css";

const FEATURES: { title: string; text: string; icon: IconName }[] = [
  {
    title: "Verified Profiles",
    text: "A Verified badge means our team has checked the house manager's national ID or passport and a police Certificate of Good Conduct issued within the last 12 months. Each check is shown with its date, so you know who you are inviting into your home.",
    icon: "shield-check",
  },
  {
    title: "Top Ratings",
    text: "Honest ratings and reviews from families and schools who have worked with them help you choose with confidence.",
    icon: "star",
  },
  {
    title: "Seamless Matching",
    text: "Search by location, rating and experience, message candidates and agree a clear contract, all in one place.",
    icon: "handshake",
  },
];

const STEPS = [
  { title: "Search", text: "Browse house managers near you by town, rating and years of experience." },
  { title: "Connect", text: "Read reviews, view portfolios and send a message to the ones you like." },
  { title: "Agree", text: "Offer a contract with terms, pay and days of work; they accept in the app." },
];

export default function HomePage() {
  const navigate = useNavigate();
  return (
    <div className="home container">
      <title>MaidMatch · Find your perfect house manager</title>
      <div className="home__main">
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">Household help you can trust</p>
          <h1 id="hero-title" className="hero__title">
            Find Your Perfect Match
          </h1>
          <p className="hero__lead">
            MaidMatch connects households and schools with caring, experienced house managers in Nairobi, Mombasa, Kisumu, Nakuru, Eldoret and beyond.
          </p>
          <div className="hero__actions">
            <Button variant="primary" size="lg" onClick={() => navigate("/findhousegirl/")}>
              Get Started
              <Icon name="chevron-right" size={18} />
            </Button>
          </div>
          <ul className="hero__towns" aria-label="Popular towns">
            {["Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret"].map((town) => (
              <li key={town}>
                <Icon name="map-pin" size={14} /> {town}
              </li>
            ))}
          </ul>
        </section>

        <section className="features" aria-label="Why MaidMatch">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card feature">
              <span className="feature__icon">
                <Icon name={feature.icon} size={22} />
              </span>
              <h2 className="feature__title">{feature.title}</h2>
              <p className="feature__text">{feature.text}</p>
            </article>
          ))}
        </section>

        <section className="steps" aria-labelledby="steps-title">
          <h2 id="steps-title">How it works</h2>
          <ol className="steps__list">
            {STEPS.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="step__title">{step.title}</h3>
                  <p className="step__text">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="join card" aria-labelledby="join-title">
          <div>
            <h2 id="join-title">Ready to meet your match?</h2>
            <p>Create a free account as an employer, a school or a house manager and get started today.</p>
          </div>
          <Button variant="light" size="lg" onClick={() => navigate("/register")}>
            Join Now
          </Button>
        </section>
      </div>
      <FeaturedHouseManagers />
    </div>
  );
}
