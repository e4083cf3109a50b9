// The people the signed-in user blocked, on /profile/, each with a way to lift the block.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { BlockedUsersDocument, UnblockUserDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { formatDate } from "../../shared/format";
import { Spinner } from "../../shared/Spinner";
import "./trust.css";
import { Button } from "../../shared/Button";

export function BlockedList() {
  const { data, loading, error, refetch } = useQuery(BlockedUsersDocument);
  const [unblock, unblocking] = useMutation(UnblockUserDocument, { refetchQueries: [BlockedUsersDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation("trust");
  return (
    <section className="card profile-section" aria-labelledby="own-blocked">
      <h2 id="own-blocked">{t("blocked.title")}</h2>
      {!data && loading ? (
        <Spinner label={t("blocked.loading")} />
      ) : !data && error ? (
        <Alert>
          {t("blocked.loadFailed")}{" "}
          <button type="button" className="link-btn" onClick={() => void refetch().catch(() => undefined)}>
            {t("blocked.tryAgain")}
          </button>
        </Alert>
      ) : data?.blockedUsers.length ? (
        <ul className="blocked-list">
          {data.blockedUsers.map((user) => (
            <li key={user.userId} className="blocked-list__item">
              <span>
                {user.name || user.username} <span className="small muted">{t("blocked.since", { date: formatDate(user.createdAt) })}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={unblocking.loading}
                onClick={() => void unblock({ variables: { userId: user.userId } }).catch((failure: unknown) => setProblem(firstErrorMessage(classifyError(failure)) ?? t("blocked.liftFailed")))}
              >
                {t("blocked.unblock")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t("blocked.none")}</p>
      )}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
