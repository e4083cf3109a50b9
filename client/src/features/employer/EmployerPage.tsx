// /profile/employer/:id: an employer's public profile (placeholder until the feature lands).
import { useParams } from "react-router-dom";

export default function EmployerPage() {
  const { id } = useParams();
  return (
    <section className="container page">
      <title>MaidMatch · Employer</title>
      <h1>Employer profile</h1>
      <p className="muted">Profile {id} will appear here.</p>
    </section>
  );
}
