// Everyday pages: /messages/ (conversations, a thread that marks itself read), Forgot password and the reset link,
// coming back to the page one was on after logging in, and the active menu item on someone else's profile.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import {
  ChatConversationDocument,
  ChatMessageAddedDocument,
  ConversationListDocument,
  LoginDocument,
  MarkConversationReadDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from "../../client/src/gql/graphql";
import { renderApp, storeSession, unreadBadgeMocks } from "./render";

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const brian = {
  __typename: "Conversation",
  id: "11",
  userId: "11",
  name: "Brian Otieno",
  role: "employer",
  profileId: "3",
  image: null,
  imageThumb: null,
  unreadCount: 2,
  lastMessage: { __typename: "Message", id: "5", content: "We live in Kilimani, 3 bedrooms.", senderId: "11", createdAt: "2026-03-05T07:00:00Z" },
};

function listMock(nodes = [brian], page: { after?: string; endCursor?: string } = {}): MockLink.MockedResponse {
  return {
    request: { query: ConversationListDocument, variables: page.after ? { first: 20, after: page.after } : { first: 20 } },
    result: {
      data: {
        conversations: {
          __typename: "ConversationConnection",
          edges: nodes.map((node) => ({ __typename: "ConversationEdge", cursor: `c${node.id}`, node })),
          pageInfo: { __typename: "PageInfo", hasNextPage: Boolean(page.endCursor), endCursor: page.endCursor ?? null },
          totalCount: nodes.length,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function threadMocks(): MockLink.MockedResponse[] {
  const node = { __typename: "Message", id: "5", senderId: "11", senderUsername: "brian", senderName: "Brian Otieno", content: "We live in Kilimani, 3 bedrooms.", createdAt: "2026-03-05T07:00:00Z" };
  return [
    {
      request: { query: ChatConversationDocument, variables: { withUserId: "11", first: 30 } },
      result: {
        data: {
          conversation: {
            __typename: "MessageConnection",
            edges: [{ __typename: "MessageEdge", cursor: "m5", node }],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "m5" },
          },
        },
      },
    },
    { request: { query: ChatMessageAddedDocument, variables: { withUserId: "11" } }, delay: 60_000, result: { data: { messageAdded: node } } },
  ];
}

describe("/messages/", () => {
  it("lists conversations with the other person's name, the last message and the unread count", async () => {
    storeSession();
    renderApp("/messages/", [listMock(), ...unreadBadgeMocks(2)]);
    const row = await screen.findByRole("link", { name: /Brian Otieno/ });
    expect(row.getAttribute("href")).toBe("/messages/11");
    expect(within(row).getByText("We live in Kilimani, 3 bedrooms.")).toBeTruthy();
    expect(within(row).getByLabelText(/2 unread/)).toBeTruthy();
  });

  it("adds the next conversations below the first ones when asked for more", async () => {
    storeSession();
    const grace = { ...brian, id: "12", userId: "12", name: "Grace Achieng", profileId: "4", unreadCount: 0, lastMessage: { ...brian.lastMessage, id: "6", content: "Thank you!", senderId: "12" } };
    renderApp("/messages/", [listMock([brian], { endCursor: "c11" }), listMock([grace], { after: "c11" }), ...unreadBadgeMocks(2)]);
    await screen.findByRole("link", { name: /Brian Otieno/ });
    fireEvent.click(screen.getByRole("button", { name: /more/i }));
    await screen.findByRole("link", { name: /Grace Achieng/ });
    expect(screen.getByRole("link", { name: /Brian Otieno/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /more/i })).toBeNull();
  });

  it("says so when there are no conversations yet", async () => {
    storeSession();
    renderApp("/messages/", [listMock([]), ...unreadBadgeMocks(0)]);
    expect(await screen.findByText(/no conversations/i)).toBeTruthy();
  });

  it("opens a thread with the sender's name (not username) and marks it read, lowering the bell", async () => {
    storeSession();
    const marked = vi.fn(() => ({ data: { markConversationRead: { __typename: "MarkConversationReadPayload", userId: "11", marked: 2, unreadNotificationCount: 0 } } }));
    renderApp("/messages/11", [listMock(), ...threadMocks(), { request: { query: MarkConversationReadDocument, variables: { withUserId: "11" } }, result: marked }, ...unreadBadgeMocks(2)]);
    expect(await screen.findByRole("heading", { name: "Brian Otieno" })).toBeTruthy();
    await waitFor(() => expect(marked).toHaveBeenCalled());
    const thread = document.querySelector(".chat__list") as HTMLElement;
    expect(within(thread).getByText("Brian Otieno")).toBeTruthy();
    expect(within(thread).queryByText("brian")).toBeNull();
    await waitFor(() => expect(screen.queryByTestId("unread-badge")).toBeNull());
  });

  it("sends a visitor to /login, then back to /messages/ after logging in", async () => {
    const expiry = new Date(Date.now() + 15 * 60_000).toISOString();
    renderApp("/messages/", [
      {
        request: { query: LoginDocument, variables: { email: "amina@example.com", password: "s3cure-Passw0rd" } },
        result: {
          data: {
            login: { __typename: "AuthPayload", accessToken: "a", accessExpiry: expiry, refreshToken: "r", user: { __typename: "User", id: "42", username: "amina", email: "amina@example.com", userType: "employer" } },
          },
        },
      },
      listMock([]),
      ...unreadBadgeMocks(0),
    ]);
    await screen.findByRole("heading", { name: "Welcome back" });
    fill("Email", "amina@example.com");
    fill("Password", "s3cure-Passw0rd");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/messages/"));
  });
});

describe("header", () => {
  it("does not light up Profile on someone else's profile page", async () => {
    storeSession();
    renderApp("/profile/employer/3", unreadBadgeMocks(0));
    const profile = await screen.findByRole("link", { name: "Profile" });
    expect(profile.getAttribute("aria-current")).toBeNull();
  });
});

describe("account recovery", () => {
  it("links Forgot password? from /login and answers with the server's message", async () => {
    const message = "If an account uses this email, we have sent it a link to reset the password.";
    renderApp("/login", [{ request: { query: RequestPasswordResetDocument, variables: { email: "amina@example.com" } }, result: { data: { requestPasswordReset: { __typename: "ActionResult", success: true, message } } } }]);
    fireEvent.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await screen.findByRole("heading", { name: "Forgot your password?" });
    fill("Email", " amina@example.com ");
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("asks for an email before sending", async () => {
    renderApp("/forgot-password");
    await screen.findByRole("heading", { name: "Forgot your password?" });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter your email.")).toBeTruthy();
  });

  it("sets the new password from the link, refusing different passwords first", async () => {
    renderApp("/reset-password?token=tok-1", [
      { request: { query: ResetPasswordDocument, variables: { token: "tok-1", password: "n3w-Passw0rd!", password2: "n3w-Passw0rd!" } }, result: { data: { resetPassword: { __typename: "ActionResult", success: true, message: "Your password has been reset." } } } },
    ]);
    await screen.findByRole("heading", { name: "Choose a new password" });
    fill("New password", "n3w-Passw0rd!");
    fill("New password again", "other");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Passwords must match")).toBeTruthy();
    fill("New password again", "n3w-Passw0rd!");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Your password has been reset.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows a used or expired token's error with a way to ask again", async () => {
    renderApp("/reset-password?token=old", [
      {
        request: { query: ResetPasswordDocument, variables: { token: "old", password: "n3w-Passw0rd!", password2: "n3w-Passw0rd!" } },
        result: { errors: [{ message: "Invalid or expired token", extensions: { code: "BAD_USER_INPUT", fieldErrors: { token: ["This link is invalid or has expired."] } } }] },
      },
    ]);
    await screen.findByRole("heading", { name: "Choose a new password" });
    fill("New password", "n3w-Passw0rd!");
    fill("New password again", "n3w-Passw0rd!");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(/This link is invalid or has expired\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
  });
});
