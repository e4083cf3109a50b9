// A password field with a show/hide toggle.
import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation("auth");
  return (
    <div className="password-input">
      <input {...props} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="password-input__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? t("passwordInput.hidePassword") : t("passwordInput.showPassword")}
      >
        {visible ? t("passwordInput.hide") : t("passwordInput.show")}
      </button>
    </div>
  );
}
