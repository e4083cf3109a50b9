// /notifications/: the signed-in user's notifications (placeholder until the notifications feature lands).

export default function NotificationsPage() {
  return (
    <section className="container page">
      <title>MaidMatch · Notifications</title>
      <h1>Notifications</h1>
      <p className="muted">Your notifications will appear here.</p>
    </section>
  );
}
