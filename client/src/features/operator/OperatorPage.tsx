// /operator/: the console of the people who run MaidMatch: the queues (verification documents, reports, contact-form
// messages) and the audit log. Anyone who is not an operator sees the not-found page.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { i18n, liveTexts } from "../../i18n";
import { Link } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { openAuthorised } from "../../shared/authorised-fetch";
import {
  ApproveVerificationDocument,
  HandleContactMessageDocument,
  OperatorConsoleDocument,
  RejectVerificationDocument,
  ResolveReportDocument,
  type OperatorConsoleQuery,
  type ReportAction,
} from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Button } from "../../shared/Button";
import { classifyError, firstErrorMessage, firstFieldError } from "../../shared/errors";
import { formatDate, formatDateTime } from "../../shared/format";
import { PageLoadError } from "../../shared/PageLoadError";
import { profilePath } from "../../shared/profile-links";
import { PageSpinner } from "../../shared/Spinner";
import { useViewer } from "../../shared/use-viewer";
import { NotFoundPage } from "../not-found";
import "./operator.css";
import "../../shared/trust.css";
import englishOperatorTexts from "../../i18n/locales/en/operator.json";

type Console = OperatorConsoleQuery;
type Tab = "verifications" | "reports" | "contact" | "audit";

const KIND_LABEL = liveTexts(englishOperatorTexts.kinds, "operator:kinds");
const REASON_LABEL = liveTexts(englishOperatorTexts.reasons, "operator:reasons");
const TARGET_LABEL = liveTexts(englishOperatorTexts.targets, "operator:targets");
const AUDIT_ACTION: Record<string, string> = liveTexts(englishOperatorTexts.auditActions, "operator:auditActions");
const AUDIT_TARGET: Record<string, string> = liveTexts(englishOperatorTexts.auditTargets, "operator:auditTargets");

function messageOf(error: unknown): string {
  const failure = classifyError(error);
  return firstErrorMessage(failure) ?? (failure.kind === "network" ? i18n.t("operator:unreachable") : i18n.t("operator:failed"));
}

/** One item of a queue: its head (what it is, and a note or state beside it), its body, and what went wrong acting on it. */
function ConsoleItem({ title, aside, done = false, problem, children }: { title: ReactNode; aside: ReactNode; done?: boolean; problem: string | null; children: ReactNode }) {
  return (
    <li className={`card console-item${done ? " console-item--done" : ""}`}>
      <div className="console-item__head">
        <strong>{title}</strong>
        {aside}
      </div>
      {children}
      {problem && <Alert>{problem}</Alert>}
    </li>
  );
}

function VerificationItem({ item }: { item: Console["operatorVerifications"][number] }) {
  const [approve, approving] = useMutation(ApproveVerificationDocument, { refetchQueries: [OperatorConsoleDocument] });
  const [reject, rejecting] = useMutation(RejectVerificationDocument, { refetchQueries: [OperatorConsoleDocument] });
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const busy = approving.loading || rejecting.loading;

  async function onReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) return setProblem(i18n.t("operator:sayWhy"));
    setProblem(null);
    try {
      await reject({ variables: { id: item.id, reason: reason.trim() } });
    } catch (error) {
      const failure = classifyError(error);
      setProblem((failure.kind === "graphql" ? firstFieldError(failure.fieldErrors, "reason") : undefined) ?? messageOf(error));
    }
  }

  return (
    <ConsoleItem title={KIND_LABEL[item.kind]} aside={<span className="muted small">{i18n.t("operator:submitted", { when: formatDateTime(item.submittedAt) })}</span>} problem={problem}>
      <p>
        <Link to={profilePath("house_manager", item.houseManagerId)}>{item.name}</Link>
        {item.issuedOn && <span className="muted"> · {i18n.t("operator:issued", { date: formatDate(item.issuedOn) })}</span>}
      </p>
      <div className="console-item__actions">
        {item.documentPath ? (
          <Button size="sm" variant="ghost" onClick={() => void openAuthorised(item.documentPath!).catch((error: Error) => setProblem(error.message))}>
            {i18n.t("operator:openDocument")}
          </Button>
        ) : (
          <span className="muted small">{i18n.t("operator:noFile")}</span>
        )}
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void approve({ variables: { id: item.id } }).catch((error: unknown) => setProblem(messageOf(error)))}
        >
          {approving.loading ? i18n.t("operator:approving") : i18n.t("operator:approve")}
        </Button>
      </div>
      <form className="console-item__form" onSubmit={(event) => void onReject(event)} noValidate>
        <label htmlFor={reasonId}>{i18n.t("operator:rejectReason")}</label>
        <textarea id={reasonId} rows={2} value={reason} maxLength={2000} onChange={(event) => setReason(event.target.value)} placeholder="e.g. The photo is too blurred to read" />
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          {rejecting.loading ? i18n.t("operator:rejecting") : i18n.t("operator:reject")}
        </Button>
      </form>
    </ConsoleItem>
  );
}

function ReportItem({ report }: { report: Console["operatorReports"][number] }) {
  const [resolve, { loading }] = useMutation(ResolveReportDocument, { refetchQueries: [OperatorConsoleDocument] });
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const act = (action: ReportAction) => {
    setProblem(null);
    void resolve({ variables: { id: report.id, action, note: note.trim() || null } }).catch((error: unknown) => setProblem(messageOf(error)));
  };
  const content = report.content;
  return (
    <ConsoleItem
      title={
        <>
          {TARGET_LABEL[report.targetType]} · {REASON_LABEL[report.reason]}
        </>
      }
      aside={<span className="muted small">{formatDateTime(report.createdAt)}</span>}
      problem={problem}
    >
      {report.details && <p className="console-item__quote">“{report.details}”</p>}
      <div className="console-item__content">
        <p className="small muted">{i18n.t("operator:reported")}{report.targetSuspended ? i18n.t("operator:alreadySuspended") : ""}</p>
        {content.kind === "gone" ? (
          <p className="muted">{i18n.t("operator:gone")}</p>
        ) : (
          <>
            {content.name &&
              (content.profileRole && content.profileId ? (
                <p>
                  <Link to={profilePath(content.profileRole, content.profileId)}>{content.name}</Link>
                </p>
              ) : (
                <p>{content.name}</p>
              ))}
            {content.rating != null && <p className="small">{i18n.t("operator:rating", { rating: content.rating })}</p>}
            {content.text && <p className="console-item__quote">{content.text}</p>}
            {content.hidden && <p className="small muted">{i18n.t("operator:alreadyHidden")}</p>}
          </>
        )}
      </div>
      <label htmlFor={noteId}>{i18n.t("operator:auditNote")}</label>
      <textarea id={noteId} rows={2} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
      <div className="console-item__actions">
        <Button size="sm" variant="ghost" disabled={loading} onClick={() => act("dismiss")}>
          {i18n.t("operator:dismiss")}
        </Button>
        {report.targetType === "review" && (
          <Button size="sm" variant="ghost" disabled={loading} onClick={() => act("hide_review")}>
            {i18n.t("operator:hideReview")}
          </Button>
        )}
        <Button size="sm" variant="danger" disabled={loading} onClick={() => act("suspend_user")}>
          {i18n.t("operator:suspend")}
        </Button>
      </div>
    </ConsoleItem>
  );
}

function ContactItem({ message }: { message: Console["operatorContactMessages"][number] }) {
  const [handle, { loading }] = useMutation(HandleContactMessageDocument, { refetchQueries: [OperatorConsoleDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConsoleItem
      title={message.name}
      aside={<span className={`status-pill status-pill--${message.status}`}>{message.status === "new" ? i18n.t("operator:new") : i18n.t("operator:handled")}</span>}
      done={message.status === "handled"}
      problem={problem}
    >
      <p className="small">
        <a href={`mailto:${message.email}`}>{message.email}</a> · {formatDateTime(message.createdAt)}
      </p>
      <p className="console-item__quote">{message.message}</p>
      {message.status === "new" && (
        <div className="console-item__actions">
          <Button size="sm" disabled={loading} onClick={() => void handle({ variables: { id: message.id } }).catch((error: unknown) => setProblem(messageOf(error)))}>
            {loading ? i18n.t("operator:saving") : i18n.t("operator:markHandled")}
          </Button>
        </div>
      )}
    </ConsoleItem>
  );
}

function AuditList({ entries }: { entries: Console["auditLog"] }) {
  if (entries.length === 0) return <p className="empty-note">{i18n.t("operator:noActions")}</p>;
  return (
    <ol className="audit-list">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-list__item">
          <span className="audit-list__when small muted">{formatDateTime(entry.createdAt)}</span>
          <span>
            {/* An action or target the texts do not know yet (server/src/modules/operators/audit.ts) shows as stored. */}
            <strong>{entry.operator}</strong>{" "}
            {i18n.t("operator:auditEntry", {
              action: AUDIT_ACTION[entry.action] ?? entry.action,
              target: AUDIT_TARGET[entry.targetType] ?? entry.targetType,
              id: entry.targetId,
            })}
          </span>
          {entry.note && <span className="small muted">{entry.note}</span>}
        </li>
      ))}
    </ol>
  );
}

interface ConsoleTab {
  id: Tab;
  label: string;
  count?: number;
}

/**
 * The queues' tabs: one row that scrolls sideways when it is wider than the screen (a 360 px phone, the longer Kiswahili
 * names), never wrapping onto a second line. Arrow keys, Home and End move between them as in any tab list; the chosen
 * tab scrolls into view.
 */
function ConsoleTabs({ tabs, selected, onSelect, label, panelId }: { tabs: ConsoleTab[]; selected: Tab; onSelect: (tab: Tab) => void; label: string; panelId: string }) {
  const row = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  // Scrolls the row (never the page) so the chosen tab is wholly in view, with a little of its neighbour showing.
  useEffect(() => {
    const list = row.current;
    const button = buttons.current.get(selected);
    if (!list || !button) return;
    const peek = 24;
    if (button.offsetLeft < list.scrollLeft) list.scrollLeft = Math.max(0, button.offsetLeft - peek);
    else if (button.offsetLeft + button.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = button.offsetLeft + button.offsetWidth - list.clientWidth + peek;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((item) => item.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!.id;
    onSelect(target);
    buttons.current.get(target)?.focus();
  }

  return (
    <div ref={row} className="console__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((item) => (
        <button
          key={item.id}
          ref={(element) => {
            if (element) buttons.current.set(item.id, element);
            else buttons.current.delete(item.id);
          }}
          id={`${panelId}-${item.id}`}
          type="button"
          role="tab"
          aria-selected={selected === item.id}
          aria-controls={panelId}
          tabIndex={selected === item.id ? 0 : -1}
          className={`console__tab${selected === item.id ? " is-active" : ""}`}
          onClick={() => onSelect(item.id)}
        >
          {item.label}
          {item.count !== undefined && <span className="count-badge count-badge--sm">{item.count}</span>}
        </button>
      ))}
    </div>
  );
}

function Console() {
  const { data, loading, error, refetch } = useQuery(OperatorConsoleDocument, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation("operator");
  const [tab, setTab] = useState<Tab>("verifications");
  const panelId = useId();
  if (!data) {
    if (loading) return <PageSpinner label="Loading the console..." />;
    return <PageLoadError title={t("heading")} heading={t("heading")} message={t("loadFailed")} error={error} onRetry={refetch} />;
  }
  const newMessages = data.operatorContactMessages.filter((message) => message.status === "new").length;
  const tabs: ConsoleTab[] = [
    { id: "verifications", label: t("tabs.verifications"), count: data.operatorVerifications.length },
    { id: "reports", label: t("tabs.reports"), count: data.operatorReports.length },
    { id: "contact", label: t("tabs.contact"), count: newMessages },
    { id: "audit", label: t("tabs.audit") },
  ];
  return (
    <section className="container page console">
      <title>{t("title")}</title>
      <h1>{t("heading")}</h1>
      <ConsoleTabs tabs={tabs} selected={tab} onSelect={setTab} label={t("queues")} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${tab}`}>
        {tab === "verifications" &&
          (data.operatorVerifications.length ? (
            <ul className="console__list">{data.operatorVerifications.map((item) => <VerificationItem key={item.id} item={item} />)}</ul>
          ) : (
            <p className="empty-note">{t("noDocuments")}</p>
          ))}
        {tab === "reports" &&
          (data.operatorReports.length ? (
            <ul className="console__list">{data.operatorReports.map((report) => <ReportItem key={report.id} report={report} />)}</ul>
          ) : (
            <p className="empty-note">{t("noReports")}</p>
          ))}
        {tab === "contact" &&
          (data.operatorContactMessages.length ? (
            <ul className="console__list">{data.operatorContactMessages.map((message) => <ContactItem key={message.id} message={message} />)}</ul>
          ) : (
            <p className="empty-note">{t("noMessages")}</p>
          ))}
        {tab === "audit" && <AuditList entries={data.auditLog} />}
      </div>
    </section>
  );
}

export default function OperatorPage() {
  const viewer = useViewer();
  if (viewer.kind === "loading") return <PageSpinner />;
  if (viewer.kind !== "user" || viewer.userType !== "operator") return <NotFoundPage />;
  return <Console />;
}
