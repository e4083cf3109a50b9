// /notifications/: the spinner, every item field, sender links, Read with its confirmation and alerts (and the badge),
// live notifications from the subscription, Load more, and the contract details modal with Accept and Decline.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import {
  AcceptContractDocument,
  ContractDetailsDocument,
  DeclineContractDocument,
  MarkNotificationReadDocument,
  NotificationsListDocument,
  UnreadBadgeCountDocument,
  UnreadBadgeNotificationAddedDocument,
} from "../../client/src/gql/graphql";
import { answerConfirm, renderApp, storeSession } from "./render";

type Item = {
  id: string;
  type: "contract" | "contract_accepted" | "contract_declined" | "message" | "review";
  message: string;
  isRead: boolean;
  createdAt: string;
  senderRole: "employer" | "house_manager" | null;
  senderId: string | null;
  senderName: string | null;
  contractId: string | null;
  senderUserId: string | null;
  messageText: string | null;
  contractSummary: { __typename: "NotificationContract"; id: string; paymentAmount: number; paymentDay: "Daily" | "Monthly" | "Yearly"; startDate: string; endDate: string; status: string } | null;
};

function item(id: string, overrides: Partial<Item> = {}): Item & { __typename: "Notification" } {
  return {
    __typename: "Notification",
    id,
    type: "contract",
    message: "Brian Otieno has offered you a contract",
    isRead: false,
    createdAt: "2026-03-05T21:30:00Z",
    senderRole: "employer",
    senderId: "9",
    senderName: "Brian Otieno",
    contractId: "31",
    senderUserId: "12",
    messageText: null,
    contractSummary: null,
    ...overrides,
  };
}

function listMock(items: ReturnType<typeof item>[], options: { after?: string; hasNextPage?: boolean; unreadCount?: number; delay?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: NotificationsListDocument, variables: { first: 20, ...(options.after ? { after: options.after } : {}) } },
    delay: options.delay ?? 0,
    result: {
      data: {
        notifications: {
          __typename: "NotificationConnection",
          edges: items.map((node) => ({ __typename: "NotificationEdge", cursor: `c${node.id}`, node })),
          pageInfo: { __typename: "PageInfo", hasNextPage: options.hasNextPage ?? false, endCursor: items.at(-1) ? `c${items.at(-1)!.id}` : null },
          unreadCount: options.unreadCount ?? items.filter((n) => !n.isRead).length,
        },
      },
    },
  };
}

function badgeMocks(count: number, live?: { notification: ReturnType<typeof item>; unreadCount: number }): MockLink.MockedResponse[] {
  return [
    { request: { query: UnreadBadgeCountDocument }, result: { data: { unreadNotificationCount: count } }, maxUsageCount: Number.POSITIVE_INFINITY },
    {
      request: { query: UnreadBadgeNotificationAddedDocument },
      delay: live ? 150 : 60_000,
      result: { data: { notificationAdded: { __typename: "NotificationEvent", unreadCount: live?.unreadCount ?? count, notification: live?.notification ?? item("x") } } },
    },
  ];
}

function contract(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Contract",
    id: "31",
    terms: "Cooking and cleaning.\nSundays off.",
    startDate: "2026-04-01",
    endDate: "2027-03-31",
    status: "Pending",
    paymentAmount: 18000,
    daysPerMonth: 26,
    paymentStatus: "Unpaid",
    paymentMethod: null,
    isRenewable: true,
    paymentDay: "Monthly",
    contractDocument: null,
    documentMimeType: null,
    terminationDate: null,
    terminationReason: "",
    employerName: "Brian Otieno",
    houseManager: { __typename: "HouseManager", id: "4", userId: "7" },
    ...overrides,
  };
}

function detailsMock(result: MockLink.MockedResponse["result"], delay = 0, error?: Error): MockLink.MockedResponse {
  return { request: { query: ContractDetailsDocument, variables: { id: "31" } }, delay, ...(error ? { error } : { result }) };
}

const badge = () => screen.getByTestId("unread-badge").textContent;

/** A button of the modal's footer (the header's × is also named Close). */
function footerButton(dialog: HTMLElement, name: string) {
  return within(dialog.querySelector("footer")!).getByRole("button", { name });
}

async function openDetails(name = "Brian Otieno has offered you a contract") {
  const entry = (await screen.findByText(name)).closest("li")!;
  fireEvent.click(within(entry).getByRole("button", { name: "View Details" }));
  // The dialog opens with a spinner while its code arrives (contracts/index.tsx); the one with a footer is the loaded one.
  await waitFor(() => expect(screen.getByRole("dialog").querySelector("footer")).not.toBeNull());
  return screen.getByRole("dialog");
}

describe("notifications page", () => {
  it("shows a spinner, then each notification's fields, newest first", async () => {
    storeSession();
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock(
        [
          item("3"),
          item("2", { type: "review", message: "Brian Otieno reviewed your profile", isRead: true, contractId: null, createdAt: "2026-03-04T08:05:00Z" }),
          item("1", { type: "message", message: "Welcome to MaidMatch", senderRole: null, senderId: null, senderName: null, contractId: null, senderUserId: null, isRead: true }),
        ],
        { delay: 50 },
      ),
    ]);
    expect(await screen.findByRole("status")).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Notifications" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);

    const first = within(items[0]!);
    expect(first.getByText("Contract offer")).toBeTruthy();
    expect(first.getByText("Brian Otieno has offered you a contract")).toBeTruthy();
    expect(first.getByRole("link", { name: "Brian Otieno" }).getAttribute("href")).toBe("/profile/employer/9");
    expect(first.getByText("Unread")).toBeTruthy();
    // 21:30 UTC is 00:30 the next day in Nairobi.
    expect(first.getByText("6 Mar 2026, 00:30")).toBeTruthy();
    expect(first.getByRole("button", { name: "View Details" })).toBeTruthy();
    expect(first.getByRole("button", { name: "Read" })).toBeTruthy();

    const second = within(items[1]!);
    expect(second.getByText("Review")).toBeTruthy();
    expect(second.getByText("Read")).toBeTruthy();
    expect(second.queryByRole("button", { name: "Read" })).toBeNull();

    const third = within(items[2]!);
    expect(third.getByText("MaidMatch")).toBeTruthy();
    expect(third.queryByRole("link")).toBeNull();
    expect(screen.getByText("1 unread")).toBeTruthy();
  });

  it("marks a notification read after the confirmation, alerts, and lowers the badge", async () => {
    storeSession();
    const result = vi.fn(() => ({ data: { markNotificationRead: { __typename: "Notification", id: "3", isRead: true } } }));
    renderApp("/notifications/", [...badgeMocks(2), listMock([item("3"), item("2", { message: "Another offer", contractId: "30" })]), { request: { query: MarkNotificationReadDocument, variables: { id: "3" } }, result }]);
    const entry = (await screen.findByText("Brian Otieno has offered you a contract")).closest("li")!;
    await waitFor(() => expect(badge()).toBe("2"));

    fireEvent.click(within(entry).getByRole("button", { name: "Read" }));
    await answerConfirm("You are about to mark this contract as Read", false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();

    fireEvent.click(within(entry).getByRole("button", { name: "Read" }));
    await answerConfirm("You are about to mark this contract as Read", true);
    expect((await screen.findByTestId("toast")).textContent).toContain("Notification marked as read");
    expect(within(entry).getByText("Read")).toBeTruthy();
    expect(within(entry).queryByRole("button", { name: "Read" })).toBeNull();
    expect(badge()).toBe("1");
    expect(screen.getByText("1 unread")).toBeTruthy();
  });

  it("alerts the failure text when marking read fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeSession();
    renderApp("/notifications/", [...badgeMocks(1), listMock([item("3")]), { request: { query: MarkNotificationReadDocument, variables: { id: "3" } }, error: new TypeError("Failed to fetch") }]);
    fireEvent.click(await screen.findByRole("button", { name: "Read" }));
    await answerConfirm("You are about to mark this contract as Read", true);
    expect((await screen.findByTestId("toast")).textContent).toContain("Error marking notification as read, Please try again");
    expect(screen.getByRole("button", { name: "Read" })).toBeTruthy();
  });

  it("puts a notification from the subscription at the top without a reload", async () => {
    storeSession();
    const live = item("4", { message: "Grace School has offered you a contract", senderName: "Grace School", senderId: "12", contractId: "32", createdAt: "2026-03-06T07:00:00Z" });
    renderApp("/notifications/", [...badgeMocks(1, { notification: live, unreadCount: 2 }), listMock([item("3")])]);
    await screen.findByText("Brian Otieno has offered you a contract");
    expect(await screen.findByText("Grace School has offered you a contract")).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("link", { name: "Grace School" }).getAttribute("href")).toBe("/profile/employer/12");
    await waitFor(() => expect(badge()).toBe("2"));
    expect(screen.getByText("2 unread")).toBeTruthy();
  });

  it("loads more notifications", async () => {
    storeSession();
    renderApp("/notifications/", [
      ...badgeMocks(0),
      listMock([item("3", { isRead: true })], { hasNextPage: true }),
      listMock([item("2", { message: "Older offer", isRead: true })], { after: "c3" }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Older offer")).toBeTruthy();
    expect(screen.getAllByRole("listitem").filter((li) => li.classList.contains("notification"))).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("opens other notifications in a simple details modal with Read and Close", async () => {
    storeSession();
    renderApp("/notifications/", [...badgeMocks(1), listMock([item("5", { type: "message", message: "You have a new message from Brian Otieno", contractId: null })])]);
    const dialog = await openDetails("You have a new message from Brian Otieno");
    expect(within(dialog).getByText("Message", { selector: "dd" })).toBeTruthy();
    expect(within(dialog).getByText("You have a new message from Brian Otieno", { selector: "dd" })).toBeTruthy();
    expect(footerButton(dialog, "Read")).toBeTruthy();
    fireEvent.click(footerButton(dialog, "Close"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("contract offer rows", () => {
  it("show each offer's pay in KSh and its dates, telling two offers from the same employer apart", async () => {
    storeSession();
    const summary = (id: string, paymentAmount: number, startDate: string, endDate: string) =>
      ({ __typename: "NotificationContract", id, paymentAmount, paymentDay: "Monthly", startDate, endDate, status: "Pending" }) as const;
    renderApp("/notifications/", [
      ...badgeMocks(2),
      listMock([
        item("3", { contractSummary: summary("31", 18000, "2026-12-01", "2027-11-30") }),
        item("2", { contractId: "30", contractSummary: summary("30", 15500, "2027-01-04", "2027-06-30") }),
      ]),
    ]);
    const rows = await screen.findAllByText("Brian Otieno has offered you a contract");
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => row.closest("li")!);
    expect(within(first!).getByText("KSh 18,000 a month")).toBeTruthy();
    expect(within(first!).getByText("1 Dec 2026 – 30 Nov 2027")).toBeTruthy();
    expect(within(second!).getByText("KSh 15,500 a month")).toBeTruthy();
    expect(within(second!).getByText("4 Jan 2027 – 30 Jun 2027")).toBeTruthy();
  });
});

describe("contract details modal", () => {
  it("shows 'Loading...', then every field with N/A for the empty ones", async () => {
    storeSession();
    renderApp("/notifications/", [...badgeMocks(1), listMock([item("3")]), detailsMock({ data: { contract: contract() } }, 600)]);
    const dialog = await openDetails();
    expect(within(dialog).getByText("Loading...")).toBeTruthy();
    await within(dialog).findByText("Terms");
    const value = (label: string) => within(dialog).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(value("Terms")).toBe("Cooking and cleaning.\nSundays off.");
    expect(value("Start Date")).toBe("1 Apr 2026");
    expect(value("End Date")).toBe("31 Mar 2027");
    expect(value("Status")).toBe("Pending");
    expect(value("Payment Amount")).toBe("KSh 18,000");
    expect(value("Days Per Month")).toBe("26");
    expect(value("Payment Status")).toBe("Unpaid");
    expect(value("Payment Method")).toBe("N/A");
    expect(value("Renewable")).toBe("Yes");
    expect(value("Payment Day")).toBe("Monthly");
    expect(value("Contract Document")).toBe("N/A");
    expect(value("Termination Date")).toBe("N/A");
    expect(value("Termination Reason")).toBe("N/A");
    for (const name of ["Accept", "Decline", "Read", "Close"]) expect(footerButton(dialog, name)).toBeTruthy();
  });

  it("says 'No contract details found.' when there is no contract", async () => {
    storeSession();
    renderApp("/notifications/", [...badgeMocks(1), listMock([item("3")]), detailsMock({ data: { contract: null } })]);
    const dialog = await openDetails();
    expect(await within(dialog).findByText("No contract details found.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("says 'No contract details found.' for NOT_FOUND and 'Error fetching contract data' for other failures", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeSession();
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock([item("3"), item("2", { message: "Second offer", contractId: "31" })]),
      detailsMock({ errors: [{ message: "Contract not found", extensions: { code: "NOT_FOUND" } }] }),
      detailsMock(undefined, 0, new TypeError("Failed to fetch")),
    ]);
    let dialog = await openDetails();
    expect(await within(dialog).findByText("No contract details found.")).toBeTruthy();
    fireEvent.click(footerButton(dialog, "Close"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await openDetails("Second offer");
    expect(await within(dialog).findByText("Error fetching contract data")).toBeTruthy();
  });

  it("accepts after the confirmation: alert, Active status, no more Accept / Decline", async () => {
    storeSession();
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock([item("3")]),
      detailsMock({ data: { contract: contract() } }),
      { request: { query: AcceptContractDocument, variables: { id: "31" } }, result: { data: { acceptContract: { __typename: "Contract", id: "31", status: "Accepted" } } } },
    ]);
    const dialog = await openDetails();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Accept" }));
    await answerConfirm("Are you sure you want to accept this contract?", true);
    expect((await screen.findByTestId("toast")).textContent).toContain("Contract accepted");
    // Answering the offer marked its notification read (the server did; the list and the bell follow).
    await waitFor(() => expect(screen.queryByText("1 unread")).toBeNull());
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    expect(within(dialog).getByText("Active")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Accept" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("does nothing when the decline confirmation is dismissed, and alerts the failure text when declining fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeSession();
    const declined = vi.fn(() => ({ errors: [{ message: "This contract is no longer pending", extensions: { code: "CONFLICT" } }] }));
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock([item("3")]),
      detailsMock({ data: { contract: contract() } }),
      { request: { query: DeclineContractDocument, variables: { id: "31" } }, result: declined },
    ]);
    const dialog = await openDetails();
    const decline = await within(dialog).findByRole("button", { name: "Decline" });
    fireEvent.click(decline);
    await answerConfirm("You are about to decline this contract!", false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(declined).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(decline);
    await answerConfirm("You are about to decline this contract!", true);
    expect((await screen.findByTestId("toast")).textContent).toContain("Error declining contract, Please try again");
  });

  it("declines: alert 'Contract declined' and the status reads Declined", async () => {
    storeSession();
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock([item("3")]),
      detailsMock({ data: { contract: contract() } }),
      { request: { query: DeclineContractDocument, variables: { id: "31" } }, result: { data: { declineContract: { __typename: "Contract", id: "31", status: "Declined" } } } },
    ]);
    const dialog = await openDetails();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Decline" }));
    await answerConfirm("You are about to decline this contract!", true);
    expect((await screen.findByTestId("toast")).textContent).toContain("Contract declined");
    expect(within(dialog).getByText("Declined")).toBeTruthy();
  });

  it("alerts the failure text when accepting fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeSession();
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock([item("3")]),
      detailsMock({ data: { contract: contract() } }),
      { request: { query: AcceptContractDocument, variables: { id: "31" } }, error: new TypeError("Failed to fetch") },
    ]);
    const dialog = await openDetails();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Accept" }));
    await answerConfirm("Are you sure you want to accept this contract?", true);
    expect((await screen.findByTestId("toast")).textContent).toContain("Error accepting contract, Please try again");
    expect(within(dialog).getByRole("button", { name: "Accept" })).toBeTruthy();
  });

  it("offers Accept and Decline only to the contract's house manager, and only while Pending", async () => {
    storeSession(15, { userId: "99" });
    renderApp("/notifications/", [...badgeMocks(1), listMock([item("3")]), detailsMock({ data: { contract: contract() } })]);
    const dialog = await openDetails();
    await within(dialog).findByText("Terms");
    expect(within(dialog).queryByRole("button", { name: "Accept" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Decline" })).toBeNull();
    expect(footerButton(dialog, "Close")).toBeTruthy();
  });

  it("shows an image document fetched with the bearer token", async () => {
    storeSession();
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("png", { headers: { "content-type": "image/png" } }));
    const createObjectURL = vi.fn(() => "blob:contract-31");
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    renderApp("/notifications/", [
      ...badgeMocks(1),
      listMock([item("3")]),
      detailsMock({ data: { contract: contract({ contractDocument: "/profiles/contract_document/31/", documentMimeType: "image/png", status: "Accepted" }) } }),
    ]);
    const dialog = await openDetails();
    const image = (await within(dialog).findByRole("img", { name: "Contract document" })) as HTMLImageElement;
    expect(image.getAttribute("src")).toBe("blob:contract-31");
    expect(fetchMock).toHaveBeenCalledWith("/profiles/contract_document/31/", { headers: { authorization: "Bearer access-1" } });
    expect(within(dialog).getByText("Active")).toBeTruthy();
    fireEvent.click(footerButton(dialog, "Close"));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:contract-31"));
  });
});
