// The card every sign-in screen stands in (log in, register, forgot and reset password): the tab title, the heading
// and the line under it, then the screen's form. Styles: auth.css.
import type { ReactNode } from "react";

export function AuthCard({ title, heading, subtitle, wide = false, children }: { title: string; heading: string; subtitle?: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className="container page auth">
      <title>{title}</title>
      <div className={wide ? "card auth__card auth__card--wide" : "card auth__card"}>
        <h1 className="auth__title">{heading}</h1>
        {subtitle && <p className="muted auth__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
