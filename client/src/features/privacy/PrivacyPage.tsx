// /privacy: what MaidMatch keeps, why, who sees it, for how long, and how to use each right (Kenya's Data Protection Act, 2019).
import { Link } from "react-router-dom";
import { formatDate } from "../../shared/format";
import { PRIVACY_VERSION } from "./policy";
import "./privacy.css";

const KEPT = [
  ["Your account", "Name, username, email and a scrambled form of your password.", "To let you log in and to tell you what happens on MaidMatch.", "You. Your name shows on your profile."],
  ["Your profile", "Town, area, street address, photo, introduction, skills and the other details you fill in.", "So families and house managers can find and choose each other.", "Everyone, except the street address: only you, the MaidMatch team, and the other side of a contract you accepted."],
  ["Verification documents", "Your ID or passport and your Certificate of Good Conduct, with its issue date.", "So our team can check who you are and show the Verified badge.", "Only you and the MaidMatch team. The files are never public; the public sees only 'ID checked' and 'Good conduct checked' with the month."],
  ["Reviews", "Reviews you write and receive.", "To help others choose with confidence.", "Everyone."],
  ["Messages and notifications", "What you send and receive.", "To let you talk before and during work.", "You and the person you write to. The team reads a message only when one of you reports it."],
  ["Contracts", "Terms, dates, pay and documents.", "To record the agreement between employer and house manager.", "The two parties only."],
  ["Reports, blocks and consent", "Reports you make, people you block, and when you accepted this notice.", "To keep MaidMatch safe and to show what you agreed to.", "You and the MaidMatch team."],
] as const;

export default function PrivacyPage() {
  return (
    <section className="container page page--narrow privacy">
      <title>MaidMatch · Privacy</title>
      <h1>Privacy</h1>
      <p className="muted">
        Version {PRIVACY_VERSION}, in force from {formatDate(PRIVACY_VERSION)}. This notice follows Kenya's Data Protection Act, 2019. Creating an account means you accept it; we record which
        version you accepted and when.
      </p>

      <h2>What we keep, why, and who sees it</h2>
      <div className="privacy__table" role="table" aria-label="What MaidMatch keeps">
        {KEPT.map(([what, detail, why, who]) => (
          <div key={what} className="card privacy__row" role="row">
            <h3 role="rowheader">{what}</h3>
            <p role="cell">{detail}</p>
            <p role="cell">
              <strong>Why:</strong> {why}
            </p>
            <p role="cell">
              <strong>Who sees it:</strong> {who}
            </p>
          </div>
        ))}
      </div>

      <h2>How long we keep it</h2>
      <ul>
        <li>While your account is open, we keep what you gave us.</li>
        <li>When you close your account, we erase your personal details, photos and verification files at once.</li>
        <li>
          Reviews and messages you wrote stay for the people who received them, shown from "Former member". Contracts stay with the other party, because the Employment Act (section 74) requires
          employers to keep employment records.
        </li>
        <li>Verification decisions and the team's audit log are kept so we can show what was checked and by whom.</li>
      </ul>

      <h2>Your rights, and how to use them</h2>
      <ul>
        <li>
          <strong>See your data:</strong> on your <Link to="/profile">profile</Link>, choose "Download my data" to get everything we hold about you as a file.
        </li>
        <li>
          <strong>Correct it:</strong> edit your profile at any time.
        </li>
        <li>
          <strong>Delete it:</strong> on your profile, choose "Close my account" and confirm with your password.
        </li>
        <li>
          <strong>Object or complain:</strong> write to us through the <Link to="/contact">contact page</Link>. You may also complain to the Office of the Data Protection Commissioner.
        </li>
        <li>
          <strong>Stop someone contacting you:</strong> block them from their profile page; neither of you can then message or offer work to the other. Report anything unsafe with the Report
          button.
        </li>
      </ul>
    </section>
  );
}
