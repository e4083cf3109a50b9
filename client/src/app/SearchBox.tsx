// The top bar's search box: blank queries get the spec's alert (an in-app toast), others open /search?query=.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Icon } from "../shared/icons";
import { useToast } from "../shared/feedback";

export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const toast = useToast();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      toast("Please enter a search query.", "error");
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
        placeholder="Search by Name or Location"
        aria-label="Search by Name or Location"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
