// Any unknown route (including /about): the spec's 'NoPage'.
import { ButtonLink } from "../../shared/Button";
import "./not-found.css";

export default function NotFoundPage() {
  return (
    <section className="container page page--narrow not-found">
      <title>MaidMatch · Page not found</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>NoPage</h1>
      <p className="muted">We could not find the page you were looking for.</p>
      <div className="actions actions--center">
        <ButtonLink to="/" variant="primary">
          Back to home
        </ButtonLink>
        <ButtonLink to="/findhousegirl/" variant="ghost">
          Find a house manager
        </ButtonLink>
      </div>
    </section>
  );
}
