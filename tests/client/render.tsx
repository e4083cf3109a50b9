// Renders the real route table at a URL inside a mocked Apollo client, and shows where the app navigated; or one
// component inside the session on a profile page. Shared mocks: the top bar's unread count, and the viewer.
import type { ReactNode } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { MemoryRouter, useLocation } from "react-router-dom";
import { createCache } from "../../client/src/app/cache";
import { UnreadBadgeCountDocument, UnreadBadgeNotificationAddedDocument, ViewerDocument } from "../../client/src/gql/graphql";
import { AppRoutes } from "../../client/src/app/routes";
import { SessionProvider } from "../../client/src/app/SessionProvider";
import { FeedbackProvider } from "../../client/src/shared/feedback";
import type { StoredSession } from "../../client/src/shared/session";

function LocationProbe() {
  const location = useLocation();
  // A plain element, not <output>: that one has the status role and would stand beside the spinners tests look for.
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderApp(path: string, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** Renders one component (not the route table) inside the session, on a house manager's public page. */
export function renderWith(ui: ReactNode, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={["/profile/house_manager/4"]}>
        <SessionProvider>
          <FeedbackProvider>{ui}</FeedbackProvider>
        </SessionProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** Stores a logged-in session whose access token is good for `minutes`. */
export function storeSession(minutes = 15, overrides: Partial<StoredSession> = {}): StoredSession {
  const session: StoredSession = {
    accessToken: "access-1",
    accessExpiry: new Date(Date.now() + minutes * 60_000).toISOString(),
    refreshToken: "refresh-1",
    email: "wanjiku@example.com",
    username: "wanjiku",
    userId: "7",
    ...overrides,
  };
  for (const [key, value] of Object.entries(session)) window.localStorage.setItem(key, value);
  return session;
}

/** Mocks for the logged-in top bar: the unread count, and optionally one live notification event changing it. */
export function unreadBadgeMocks(count: number, liveCount?: number): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UnreadBadgeCountDocument },
      result: { data: { unreadNotificationCount: count } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: UnreadBadgeNotificationAddedDocument },
      delay: liveCount === undefined ? 60_000 : 250,
      result: {
        data: {
          notificationAdded: {
            __typename: "NotificationEvent",
            unreadCount: liveCount ?? count,
            notification: {
              __typename: "Notification",
              id: "n-1",
              type: "message",
              message: "You have a new message",
              isRead: false,
              createdAt: "2026-03-05T09:00:00Z",
              senderRole: "employer",
              senderId: "3",
              senderName: "Jane Mwangi",
              contractId: null,
              senderUserId: "3",
              messageText: "Habari",
              contractSummary: null,
            },
          },
        },
      },
    },
  ];
}

/** The Viewer query's answer: user 7 of `userType`, with their own profile id. */
export function viewerMock(userType: "employer" | "school" | "house_manager" | "operator", profileId = "9"): MockLink.MockedResponse {
  return {
    request: { query: ViewerDocument },
    result: {
      data: {
        me: {
          __typename: "User",
          id: "7",
          userType,
          // Operators have no public profile.
          profile: userType === "operator" ? null : { __typename: userType === "house_manager" ? "HouseManager" : "Employer", id: profileId },
        },
      },
    },
  };
}

/** Answers the in-app confirmation (shared/feedback.tsx) that asks `message`: its accepting button, or Cancel. */
export async function answerConfirm(message: string, accept: boolean): Promise<void> {
  const dialog = await screen.findByRole("alertdialog", { name: message });
  fireEvent.click(within(dialog).getByRole("button", { name: accept ? /^(?!Cancel$)/ : "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
}
