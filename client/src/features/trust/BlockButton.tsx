// "Block" on a public profile: no messages, contract offers or applications between the two, either way.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { BlockedUsersDocument, BlockUserDocument, UnblockUserDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { useViewer } from "../../shared/use-viewer";
import { Button } from "../../shared/Button";

export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const viewer = useViewer();
  const signedIn = viewer.kind === "user" && viewer.userId !== userId;
  const { data } = useQuery(BlockedUsersDocument, { skip: !signedIn });
  const [block, blocking] = useMutation(BlockUserDocument, { refetchQueries: [BlockedUsersDocument] });
  const [unblock, unblocking] = useMutation(UnblockUserDocument, { refetchQueries: [BlockedUsersDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation("trust");
  if (!signedIn) return null;
  const blocked = data?.blockedUsers.some((user) => user.userId === userId) ?? false;
  const fail = (error: unknown) => setProblem(firstErrorMessage(classifyError(error)) ?? t("block.failed"));
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={blocking.loading || unblocking.loading || !data}
        title={blocked ? t("block.allow", { name }) : t("block.stop", { name })}
        onClick={() => {
          setProblem(null);
          void (blocked ? unblock({ variables: { userId } }) : block({ variables: { userId } })).catch(fail);
        }}
      >
        {blocked ? t("block.unblock") : t("block.block")}
      </Button>
      {problem && <Alert>{problem}</Alert>}
    </>
  );
}
