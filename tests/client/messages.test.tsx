// Contact Me and the chat on a public profile: blank and logged-out messages are never sent, the texts of docs/product.md, and a
// conversation that pages back and takes live messages from the subscription.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import { ContactButton } from "../../client/src/features/messages/ContactButton";
import { ChatConversationDocument, ChatMessageAddedDocument, ChatSendMessageDocument, ContactProfileMessageDocument, ReportContentDocument } from "../../client/src/gql/graphql";
import { renderWith, storeSession, viewerMock } from "./render";

const owner = { role: "house_manager" as const, profileId: "4", userId: "11", name: "Wanjiku Kamau" };

function contactMock(outcome: Pick<MockLink.MockedResponse, "result" | "error">, content = "Are you available in April?"): MockLink.MockedResponse {
  return { request: { query: ContactProfileMessageDocument, variables: { role: "house_manager", profileId: "4", content } }, ...outcome };
}

async function openContactForm() {
  fireEvent.click(screen.getByRole("button", { name: "Contact Me" }));
  return screen.findByRole("dialog", { name: "Contact Wanjiku Kamau" });
}

function message(id: string, senderId: string, content: string, createdAt = "2026-03-05T07:00:00Z") {
  return { __typename: "Message", id, senderId, senderUsername: senderId === "7" ? "brian" : "wanjiku", senderName: senderId === "7" ? "Brian Otieno" : "Wanjiku Kamau", content, createdAt };
}

function conversationMock(nodes: ReturnType<typeof message>[], options: { after?: string; hasNextPage?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: ChatConversationDocument, variables: { withUserId: "11", first: 30, ...(options.after ? { after: options.after } : {}) } },
    result: {
      data: {
        conversation: {
          __typename: "MessageConnection",
          edges: nodes.map((node) => ({ __typename: "MessageEdge", cursor: `m${node.id}`, node })),
          pageInfo: { __typename: "PageInfo", hasNextPage: options.hasNextPage ?? false, endCursor: nodes.at(-1) ? `m${nodes.at(-1)!.id}` : null },
        },
      },
    },
  };
}

function liveMock(node?: ReturnType<typeof message>): MockLink.MockedResponse {
  return {
    request: { query: ChatMessageAddedDocument, variables: { withUserId: "11" } },
    delay: node ? 150 : 60_000,
    result: { data: { messageAdded: node ?? message("0", "11", "never") } },
  };
}

describe("Contact Me", () => {
  it("opens the contact form with a message box, Send Message and Cancel", async () => {
    storeSession();
    renderWith(<ContactButton {...owner} />);
    const dialog = await openContactForm();
    expect(within(dialog).getByLabelText("Message")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Send Message" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says 'Message cannot be empty' for blank text and sends nothing", async () => {
    storeSession();
    const result = vi.fn(() => ({ data: { contactProfile: { __typename: "Message", id: "1" } } }));
    renderWith(<ContactButton {...owner} />, [{ request: { query: ContactProfileMessageDocument, variables: () => true }, result }]);
    const dialog = await openContactForm();
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await within(dialog).findByText("Message cannot be empty")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();
  });

  it("says 'Please log in to send a message' when logged out and sends nothing", async () => {
    const result = vi.fn(() => ({ data: { contactProfile: { __typename: "Message", id: "1" } } }));
    renderWith(<ContactButton {...owner} />, [{ request: { query: ContactProfileMessageDocument, variables: () => true }, result }]);
    const dialog = await openContactForm();
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await within(dialog).findByText("Please log in to send a message")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();
  });

  it("sends, says 'Message has been sent', clears the box and closes the form", async () => {
    storeSession();
    renderWith(<ContactButton {...owner} />, [contactMock({ result: { data: { contactProfile: { __typename: "Message", id: "5" } } } })]);
    const dialog = await openContactForm();
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "  Are you available in April?  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message has been sent")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Opening again starts from an empty box.
    const again = await openContactForm();
    expect((within(again).getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it.each([
    ["UNAUTHENTICATED", { result: { errors: [{ message: "Authentication required", extensions: { code: "UNAUTHENTICATED" } }] } }, "Unauthorized, Please login again"],
    ["another failure", { result: { errors: [{ message: "Message cannot be longer", extensions: { code: "BAD_USER_INPUT" } }] } }, "Error has occurred while sending your message"],
    ["a network failure", { error: new TypeError("Failed to fetch") }, "Error has occurred while sending your message"],
  ] as const)("shows the product's text for %s and keeps the form open", async (_name, outcome, text) => {
    storeSession();
    renderWith(<ContactButton {...owner} />, [contactMock(outcome as Pick<MockLink.MockedResponse, "result" | "error">)]);
    const dialog = await openContactForm();
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "Are you available in April?" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect((within(dialog).getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Are you available in April?");
  });

  it("is not offered on one's own profile", () => {
    storeSession(15, { userId: "11" });
    renderWith(<ContactButton {...owner} />);
    expect(screen.queryByRole("button", { name: "Contact Me" })).toBeNull();
  });
});

describe("chat modal", () => {
  async function openChat() {
    fireEvent.click(screen.getByRole("button", { name: "Chat with Wanjiku Kamau" }));
    return screen.findByRole("dialog", { name: "Messages with Wanjiku Kamau" });
  }

  it("asks visitors to log in", async () => {
    renderWith(<ContactButton {...owner} />);
    const dialog = await openChat();
    expect(within(dialog).getByText("Please log in to send a message")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
  });

  it("shows the conversation oldest at the top and loads older messages", async () => {
    storeSession();
    renderWith(<ContactButton {...owner} />, [
      conversationMock([message("3", "11", "Yes, I am free from April."), message("2", "7", "Are you available?")], { hasNextPage: true }),
      conversationMock([message("1", "7", "Hello Wanjiku")], { after: "m2" }),
      liveMock(),
    ]);
    const dialog = await openChat();
    const list = await within(dialog).findByRole("list", { name: "Conversation with Wanjiku Kamau" });
    expect(within(list).getAllByRole("listitem").map((li) => li.querySelector(".chat__text")?.textContent)).toEqual(["Are you available?", "Yes, I am free from April."]);
    expect(within(list).getAllByText("You")).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(within(list).getAllByRole("listitem")[0]?.querySelector(".chat__text")?.textContent).toBe("Hello Wanjiku");
    expect(within(dialog).queryByRole("button", { name: "Load older messages" })).toBeNull();
  });

  it("offers Report under the other person's messages only; Escape closes the report form, not the chat", async () => {
    storeSession();
    const sent = vi.fn(() => ({ data: { reportContent: { __typename: "Report", id: "40", status: "open" } } }));
    renderWith(<ContactButton {...owner} />, [
      viewerMock("employer"),
      conversationMock([message("3", "11", "Send me your M-Pesa PIN"), message("2", "7", "Are you available?")]),
      liveMock(),
      { request: { query: ReportContentDocument, variables: { input: { targetType: "message", targetId: "3", reason: "scam", details: null } } }, result: sent },
    ]);
    const dialog = await openChat();
    const list = await within(dialog).findByRole("list", { name: "Conversation with Wanjiku Kamau" });
    const [mine, theirs] = within(list).getAllByRole("listitem");
    const report = await within(theirs!).findByRole("button", { name: "Report" });
    expect(within(mine!).queryByRole("button", { name: "Report" })).toBeNull();

    fireEvent.click(report);
    const form = await screen.findByRole("dialog", { name: "Report the message from wanjiku" });
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Report the message from wanjiku" })).toBeNull());
    expect(form.isConnected).toBe(false);
    expect(screen.getByRole("dialog", { name: "Messages with Wanjiku Kamau" })).toBeTruthy();

    fireEvent.click(within(theirs!).getByRole("button", { name: "Report" }));
    const again = await screen.findByRole("dialog", { name: "Report the message from wanjiku" });
    fireEvent.change(within(again).getByLabelText("What is wrong?"), { target: { value: "scam" } });
    fireEvent.click(within(again).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you. The MaidMatch team will look at your report.")).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("never sends blank text, sends the rest, and adds it at the bottom", async () => {
    storeSession();
    const sent = vi.fn(() => ({ data: { sendMessage: message("4", "7", "See you on Monday") } }));
    renderWith(<ContactButton {...owner} />, [
      conversationMock([message("3", "11", "Yes, I am free from April.")]),
      liveMock(),
      { request: { query: ChatSendMessageDocument, variables: { recipientId: "11", content: "See you on Monday" } }, result: sent },
    ]);
    const dialog = await openChat();
    await within(dialog).findByText("Yes, I am free from April.");
    const box = within(dialog).getByLabelText("Message to Wanjiku Kamau");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: " See you on Monday " } });
    fireEvent.keyDown(box, { key: "Enter" });
    const list = within(dialog).getByRole("list", { name: "Conversation with Wanjiku Kamau" });
    expect(await within(list).findByText("See you on Monday")).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
    expect((box as HTMLTextAreaElement).value).toBe("");
    const items = within(list).getAllByRole("listitem");
    expect(items.at(-1)?.textContent).toContain("See you on Monday");
  });

  it("adds messages from the messageAdded subscription without polling", async () => {
    storeSession();
    renderWith(<ContactButton {...owner} />, [
      conversationMock([message("3", "7", "Are you available?")]),
      liveMock(message("9", "11", "Yes! When can we meet?", "2026-03-05T08:00:00Z")),
    ]);
    const dialog = await openChat();
    await within(dialog).findByText("Are you available?");
    expect(await within(dialog).findByText("Yes! When can we meet?")).toBeTruthy();
    const items = within(dialog).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    // Chat shows names, not usernames.
    expect(items[1]?.textContent).toContain("Wanjiku Kamau");
  });

  it("shows the product's text when sending fails", async () => {
    storeSession();
    renderWith(<ContactButton {...owner} />, [
      conversationMock([]),
      liveMock(),
      { request: { query: ChatSendMessageDocument, variables: { recipientId: "11", content: "Hello" } }, result: { errors: [{ message: "Authentication required", extensions: { code: "UNAUTHENTICATED" } }] } },
    ]);
    const dialog = await openChat();
    expect(await within(dialog).findByText(/No messages yet/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Message to Wanjiku Kamau"), { target: { value: "Hello" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Unauthorized, Please login again")).toBeTruthy();
    // The unsent text is back in the box to try again.
    expect((within(dialog).getByLabelText("Message to Wanjiku Kamau") as HTMLTextAreaElement).value).toBe("Hello");
  });
});
