// /contact: a message to the MaidMatch team (name, email, message; no account needed) and the team's contact details.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { ContactMaidMatchDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { CONTACT } from "../../shared/contact-info";
import { classifyError } from "../../shared/errors";
import { Icon } from "../../shared/icons";
import { SubmitButton } from "../../shared/SubmitButton";
import { TextAreaField, TextField } from "../../shared/Field";
import "./contact.css";

export const CONTACT_TEXT = {
  missing: "Please fill out all fields.",
  thanks: "Thank you for contacting us! We'll get back to you soon.",
  failed: "Something went wrong. Please try again.",
} as const;

/** docs/product.md, "Contact": the server's error when it gave one, else the generic text. */
export function contactErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind !== "graphql" || failure.code === "INTERNAL_SERVER_ERROR") return CONTACT_TEXT.failed;
  return failure.errors[0]?.message || CONTACT_TEXT.failed;
}

export default function ContactPage() {
  const id = useId();
  const [values, setValues] = useState({ name: "", email: "", message: "" });
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [send, { loading }] = useMutation(ContactMaidMatchDocument);

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((prev) => ({ ...prev, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const clean = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    if (!clean.name || !clean.email || !clean.message) {
      setOutcome({ tone: "error", text: CONTACT_TEXT.missing });
      return;
    }
    setOutcome(null);
    try {
      const { data } = await send({ variables: clean });
      if (!data?.contactMaidMatch.success) {
        setOutcome({ tone: "error", text: CONTACT_TEXT.failed });
        return;
      }
      setValues({ name: "", email: "", message: "" });
      setOutcome({ tone: "success", text: CONTACT_TEXT.thanks });
    } catch (failure) {
      setOutcome({ tone: "error", text: contactErrorMessage(failure) });
    }
  }

  return (
    <section className="container page contact-page">
      <title>MaidMatch · Contact</title>
      <div className="contact-page__intro">
        <h1>Contact us</h1>
        <p className="muted">Questions about finding help, a contract or your account? Send us a message and the MaidMatch team will reply by email.</p>
      </div>
      <div className="contact-page__grid">
        <form className="card form contact-page__form" onSubmit={submit} noValidate aria-describedby={outcome ? `${id}-outcome` : undefined}>
          <TextField label="Name" autoComplete="name" required maxLength={150} value={values.name} onChange={set("name")} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" required maxLength={254} value={values.email} onChange={set("email")} placeholder="you@example.com" />
          <TextAreaField label="Message" required maxLength={5000} value={values.message} onChange={set("message")} />
          {outcome && (
            <div id={`${id}-outcome`}>
              <Alert tone={outcome.tone}>{outcome.text}</Alert>
            </div>
          )}
          <SubmitButton label="Send Message" busy={loading} busyLabel="Sending..." />
        </form>
        <aside className="card contact-page__details" aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`}>Get in touch</h2>
          <address className="contact-page__list">
            <span>
              <Icon name="map-pin" size={18} /> {CONTACT.city}
            </span>
            <a href={CONTACT.phoneHref}>
              <Icon name="phone" size={18} /> {CONTACT.phone}
            </a>
            <a href={`mailto:${CONTACT.email}`}>
              <Icon name="mail" size={18} /> {CONTACT.email}
            </a>
          </address>
          <p className="muted small">Prefer to talk? Call us or write to us directly.</p>
        </aside>
      </div>
    </section>
  );
}
