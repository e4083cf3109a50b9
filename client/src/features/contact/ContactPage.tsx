// /contact: a message to the MaidMatch team (name, email, message; no account needed) and the team's contact details.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { ContactMaidMatchDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { ContactAddress } from "../../shared/ContactAddress";
import { classifyError, localiseErrorCode } from "../../shared/errors";
import { useTranslation } from "react-i18next";
import { liveTexts } from "../../i18n";
import { SubmitButton } from "../../shared/SubmitButton";
import { TextAreaField, TextField } from "../../shared/Field";
import "./contact.css";
import englishContactTexts from "../../i18n/locales/en/contact.json";

/** English word for word in i18n/locales/en/contact.json "text"; read in the language on screen. */
export const CONTACT_TEXT = liveTexts(englishContactTexts.text, "contact:text");

/** docs/product.md, "Contact": the server's error when it gave one, else the generic text. */
export function contactErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind !== "graphql" || failure.code === "INTERNAL_SERVER_ERROR") return CONTACT_TEXT.failed;
  const message = failure.errors[0]?.message;
  return message ? localiseErrorCode(failure.code, message) : CONTACT_TEXT.failed;
}

export default function ContactPage() {
  const id = useId();
  const [values, setValues] = useState({ name: "", email: "", message: "" });
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [send, { loading }] = useMutation(ContactMaidMatchDocument);
  const { t } = useTranslation("contact");

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
      <title>{t("title")}</title>
      <div className="contact-page__intro">
        <h1>{t("heading")}</h1>
        <p className="muted">{t("intro")}</p>
      </div>
      <div className="contact-page__grid">
        <form className="card form contact-page__form" onSubmit={submit} noValidate aria-describedby={outcome ? `${id}-outcome` : undefined}>
          <TextField label={t("name")} autoComplete="name" required maxLength={150} value={values.name} onChange={set("name")} />
          <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" required maxLength={254} value={values.email} onChange={set("email")} placeholder="you@example.com" />
          <TextAreaField label={t("message")} required maxLength={5000} value={values.message} onChange={set("message")} />
          {outcome && (
            <div id={`${id}-outcome`}>
              <Alert tone={outcome.tone}>{outcome.text}</Alert>
            </div>
          )}
          <SubmitButton label={t("send")} busy={loading} busyLabel={t("sending")} />
        </form>
        <aside className="card contact-page__details" aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`}>{t("getInTouch")}</h2>
          <ContactAddress className="contact-page__list" iconSize={18} />
          <p className="muted small">{t("preferToTalk")}</p>
        </aside>
      </div>
    </section>
  );
}
