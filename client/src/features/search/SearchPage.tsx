// /search?query=: text search results (placeholder until the search feature lands).
import { useSearchParams } from "react-router-dom";

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get("query") ?? "";
  return (
    <section className="container page">
      <title>MaidMatch · Search</title>
      <h1>Search results</h1>
      <p className="muted">Results for “{query}” will appear here.</p>
    </section>
  );
}
