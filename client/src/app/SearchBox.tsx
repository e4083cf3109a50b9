// The top bar's search box: blank queries get the spec's alert (an in-app toast), others open /search?query=. On the
// results page it holds the query shown, so a search can be corrected where it was typed.
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../shared/icons";
import { useToast } from "../shared/feedback";

export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const shown = location.pathname.replace(/\/+$/, "") === "/search" ? (new URLSearchParams(location.search).get("query") ?? "") : null;
  const [query, setQuery] = useState(shown ?? "");
  // Follows the results page's query as it changes (Back, Forward, a link), without an effect's extra render.
  const [followed, setFollowed] = useState(shown);
  if (shown !== followed) {
    setFollowed(shown);
    if (shown !== null) setQuery(shown);
  }
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
