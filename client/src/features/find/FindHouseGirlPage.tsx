// /findhousegirl/: the filtered house manager search (placeholder until the find feature lands).

export default function FindHouseGirlPage() {
  return (
    <section className="container page">
      <title>MaidMatch · Find House Girl</title>
      <h1>Find House Girl</h1>
      <p className="muted">Filter house managers by location, rating and experience.</p>
    </section>
  );
}
