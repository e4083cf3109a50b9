// Buttons and button-styled links: one place for the btn classes (styles in app/base.css).
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router-dom";

export type ButtonVariant = "primary" | "ghost" | "light" | "danger";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: "sm" | "lg";
  /** Full width. */
  block?: boolean;
  className?: string;
}

/** The class list of a button of this look, for elements that are not a <Button> (a submit button, a file label). */
export function buttonClass({ variant = "primary", size, block = false, className }: ButtonLook = {}): string {
  return ["btn", `btn--${variant}`, size && `btn--${size}`, block && "btn--block", className].filter(Boolean).join(" ");
}

export type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...rest} />;
}

export type ButtonLinkProps = ButtonLook & LinkProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...rest} />;
}
