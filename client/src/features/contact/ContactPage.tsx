// /contact: the contact form (placeholder until the contact feature lands).
import { CONTACT } from "../../shared/contact-info";

export default function ContactPage() {
  return (
    <section className="container page page--narrow">
      <title>MaidMatch · Contact</title>
      <h1>Contact us</h1>
      <p className="muted">
        Write to us at <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>. The contact form is coming soon.
      </p>
    </section>
  );
}
