// /profile/house_manager/:id: a house manager's public profile (placeholder until the feature lands).
import { useParams } from "react-router-dom";

export default function HouseManagerPage() {
  const { id } = useParams();
  return (
    <section className="container page">
      <title>MaidMatch · House manager</title>
      <h1>House manager profile</h1>
      <p className="muted">Profile {id} will appear here.</p>
    </section>
  );
}
