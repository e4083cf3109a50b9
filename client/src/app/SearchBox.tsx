// The top bar's search box: blank queries get the spec's alert (an in-app toast), others open /search?query=.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../shared/icons";
import { useToast } from "../shared/feedback";

export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const toast = useToast();
  const { t } = useTranslation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      toast(t("searchBox.empty"), "error");
      return;
    }
    navigate(`/search?query=${encodeURIComponent(text)}`);
    onSearch?.();
  }

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        className="search-box__input"
        placeholder={t("searchBox.placeholder")}
        aria-label={t("searchBox.placeholder")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__button" aria-label={t("searchBox.submit")}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
