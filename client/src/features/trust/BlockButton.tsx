// "Block" on a public profile: no messages, contract offers or applications between the two, either way.
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { BlockedUsersDocument, BlockUserDocument, UnblockUserDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { useViewer } from "../../shared/use-viewer";

export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const viewer = useViewer();
  const signedIn = viewer.kind === "user" && viewer.userId !== userId;
  const { data } = useQuery(BlockedUsersDocument, { skip: !signedIn });
  const [block, blocking] = useMutation(BlockUserDocument, { refetchQueries: [BlockedUsersDocument] });
  const [unblock, unblocking] = useMutation(UnblockUserDocument, { refetchQueries: [BlockedUsersDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  if (!signedIn) return null;
  const blocked = data?.blockedUsers.some((user) => user.userId === userId) ?? false;
  const fail = (error: unknown) => setProblem(firstErrorMessage(classifyError(error)) ?? "That did not work. Please try again.");
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={blocking.loading || unblocking.loading || !data}
        title={blocked ? `Allow messages and offers with ${name} again` : `Stop messages and offers between you and ${name}`}
        onClick={() => {
          setProblem(null);
          void (blocked ? unblock({ variables: { userId } }) : block({ variables: { userId } })).catch(fail);
        }}
      >
        {blocked ? "Unblock" : "Block"}
      </button>
      {problem && <Alert>{problem}</Alert>}
    </>
  );
}
