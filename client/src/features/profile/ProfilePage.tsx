// /profile/: the signed-in user's own profile (placeholder until the profile feature lands).
import { useSession } from "../../app/session-context";

export default function ProfilePage() {
  const { user } = useSession();
  return (
    <section className="container page">
      <title>MaidMatch · My profile</title>
      <h1>My profile</h1>
      <p className="muted">Signed in as {user?.username}. Your profile details will appear here.</p>
    </section>
  );
}
