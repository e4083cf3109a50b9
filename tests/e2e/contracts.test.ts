// Contracts, notifications and messages in a real browser, with two browser contexts (two users) at once: an offer
// through the overlay, the house manager's badge and list updating live, accept and decline with their confirmations, the
// employer told live, the profile's contract block; the chat exchange both ways, the Contact Me form, mark-as-read, and /contact.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { startE2E, type E2E } from "./harness.js";
import { answerDialogs, badgeCount, gql, isoDate, loginAs, registerViaApi, uniqueName, watchSubscriptions, type ApiUser } from "./helpers.js";

/** A small but well-formed one-page PDF (the server checks the document by its content). */
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj",
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj",
    "trailer <</Root 1 0 R>>",
    "%%EOF",
    "",
  ].join("\n"),
);

let e2e: E2E;
let png: Buffer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  png = await sharp({ create: { width: 48, height: 64, channels: 3, background: "#2a9d8f" } }).png().toBuffer();
});
afterAll(async () => {
  await e2e?.close();
});

/** A logged-in (or visitor) page in its own browser context, closed after the test. */
async function openAs(user: ApiUser | null, options?: { width?: number }): Promise<Page> {
  const { context, page } = await e2e.newPage(options);
  contexts.push(context);
  if (user) await loginAs(page, user.email, user.password);
  return page;
}

async function closeContexts() {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/** Waits for the unread badge to read `count` (0: hidden) without reloading the page. */
async function expectBadge(page: Page, count: number) {
  await expect.poll(() => badgeCount(page), { timeout: 5_000 }).toBe(count);
}

/** A date as the app shows it (en-GB in Nairobi time, computed by the browser's own Intl). */
function shownDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) => new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Nairobi", day: "numeric", month: "short", year: "numeric" }).format(new Date(`${value}T12:00:00Z`)),
    iso,
  );
}

/** The label → value rows of a definition list inside the locator. */
function detailRows(scope: Locator): Promise<Record<string, string>> {
  return scope.evaluate((root) =>
    Object.fromEntries(Array.from(root.querySelectorAll("dt")).map((dt) => [dt.textContent?.trim() ?? "", dt.nextElementSibling?.textContent?.trim() ?? ""])),
  );
}

function contractBlock(page: Page): Locator {
  return page.getByRole("region", { name: "Contract status" });
}

interface Offer {
  terms: string;
  startDate: string;
  endDate: string;
  paymentDay: "Daily" | "Monthly" | "Yearly";
  paymentAmount: string;
  renewable: boolean;
  daysPerMonth: string;
  terminationDate: string;
  terminationReason: string;
  document: { name: string; mimeType: string; buffer: Buffer };
}

/** On a house manager's page: opens the overlay, fills every field and creates the contract; waits for the server's message. */
async function offerContract(page: Page, houseManager: ApiUser, offer: Offer) {
  await page.getByRole("button", { name: "Create Contract" }).click();
  const form = page.getByRole("dialog", { name: `Create a contract with ${houseManager.name}` });
  await form.waitFor();
  await form.getByLabel("Terms", { exact: true }).fill(offer.terms);
  await form.getByLabel("Start Date", { exact: true }).fill(offer.startDate);
  await form.getByLabel("End Date", { exact: true }).fill(offer.endDate);
  await form.getByLabel("Payment Day", { exact: true }).selectOption(offer.paymentDay);
  await form.getByLabel("Payment Amount", { exact: true }).fill(offer.paymentAmount);
  await form.getByLabel("Renewable", { exact: true }).setChecked(offer.renewable);
  await form.getByLabel("Days To Work Per Month", { exact: true }).fill(offer.daysPerMonth);
  await form.getByLabel("Termination Date", { exact: true }).fill(offer.terminationDate);
  await form.getByLabel("Termination Reason", { exact: true }).fill(offer.terminationReason);
  await form.getByLabel("Contract Document", { exact: true }).setInputFiles(offer.document);
  await e2e.screenshot(page, `contracts-offer-form-${offer.paymentDay.toLowerCase()}`);
  await form.getByRole("button", { name: "Create Contract" }).click();
  await page.getByText("Contract created successfully", { exact: true }).waitFor();
  await form.waitFor({ state: "detached" });
}

/** On /notifications/: the list item whose message contains the text. */
function notificationItem(page: Page, text: string): Locator {
  return page.getByRole("list", { name: "Notifications" }).getByRole("listitem").filter({ hasText: text });
}

describe("contracts between two browsers", () => {
  it("an employer offers a contract; the house manager is told live, reads it and accepts; the employer is told live; the block reads Active", async () => {
    const [houseManager, employer] = await Promise.all([registerViaApi(e2e.url, "house_manager"), registerViaApi(e2e.url, "employer")]);
    try {
      // The house manager waits on /notifications/ with nothing yet.
      const hmPage = await openAs(houseManager);
      const hmSubscriptions = watchSubscriptions(hmPage);
      await hmPage.goto("/notifications/");
      await hmPage.getByText("You have no notifications yet.").waitFor();
      await hmSubscriptions.ready("notificationAdded");
      await expectBadge(hmPage, 0);

      // The employer opens her page: no contract yet; the end date must follow the start date.
      const employerPage = await openAs(employer);
      const employerSubscriptions = watchSubscriptions(employerPage);
      await employerPage.goto(`/profile/house_manager/${houseManager.profileId}`);
      await employerPage.getByRole("heading", { level: 1, name: houseManager.name }).waitFor();
      await contractBlock(employerPage).getByText("No contract available", { exact: true }).waitFor();

      await employerPage.getByRole("button", { name: "Create Contract" }).click();
      const form = employerPage.getByRole("dialog", { name: `Create a contract with ${houseManager.name}` });
      await form.getByLabel("Terms", { exact: true }).fill("Trial terms");
      await form.getByLabel("Start Date", { exact: true }).fill(isoDate(30));
      await form.getByLabel("End Date", { exact: true }).fill(isoDate(10));
      await form.getByRole("button", { name: "Create Contract" }).click();
      await form.getByText("End date should be after start date", { exact: true }).waitFor();
      await form.getByRole("button", { name: "Cancel" }).click();
      await form.waitFor({ state: "detached" });

      const offer: Offer = {
        terms: `Live-in house manager for a family of four in Kilimani: cooking, laundry and school pick-up (${uniqueName("ref")}).`,
        startDate: isoDate(7),
        endDate: isoDate(372),
        paymentDay: "Monthly",
        paymentAmount: "18000",
        renewable: true,
        daysPerMonth: "26",
        terminationDate: isoDate(200),
        terminationReason: "Either side may end the contract with one month's notice.",
        document: { name: "contract.pdf", mimeType: "application/pdf", buffer: PDF },
      };
      await employerSubscriptions.ready("notificationAdded");
      await offerContract(employerPage, houseManager, offer);
      await contractBlock(employerPage).getByText(`${houseManager.firstName} has Pending Contract for ${employer.name}`, { exact: true }).waitFor();

      // Without a reload: the badge counts it and the list shows it.
      await expectBadge(hmPage, 1);
      const item = notificationItem(hmPage, `${employer.name} has offered you a contract`);
      await item.waitFor({ timeout: 5_000 });
      await hmPage.getByText("1 unread", { exact: true }).waitFor();
      const fields = await detailRows(item);
      expect(fields["Type"]).toBe("Contract offer");
      expect(fields["Sender"]).toBe(employer.name);
      expect(fields["Status"]).toBe("Unread");
      expect(fields["Received Date"]).toMatch(/\d{4}, \d{2}:\d{2}$/);
      expect(await item.getByRole("link", { name: employer.name }).getAttribute("href")).toBe(`/profile/employer/${employer.profileId}`);

      // The details: every term, Pending, then Accept after the confirmation.
      await item.getByRole("button", { name: "View Details" }).click();
      const details = hmPage.getByRole("dialog", { name: "Contract details" });
      await details.getByText(offer.terms).waitFor();
      await details.getByRole("link", { name: "Open contract document (PDF)" }).waitFor();
      expect(await detailRows(details)).toEqual({
        Employer: employer.name,
        Terms: offer.terms,
        "Start Date": await shownDate(hmPage, offer.startDate),
        "End Date": await shownDate(hmPage, offer.endDate),
        Status: "Pending",
        "Payment Amount": "KSh 18,000",
        "Days Per Month": "26",
        "Payment Status": "Unpaid",
        "Payment Method": "N/A",
        Renewable: "Yes",
        "Payment Day": "Monthly",
        "Contract Document": "Open contract document (PDF)",
        "Termination Date": await shownDate(hmPage, offer.terminationDate),
        "Termination Reason": offer.terminationReason,
        // The particulars of a written contract, here the lawful defaults (docs/kenya-pay-law.md), and the
        // minimum wage for the place of work: the employer registered without a town.
        "Job Title": "House manager",
        Duties: "N/A",
        "Place Of Work": "all other areas",
        "Statutory Minimum": "KSh 8,596 a month for all other areas",
        "Lives In": "No",
        "Hours Per Day": "8",
        "Rest Day": "Sunday",
        "Annual Leave Days": "21",
        "Notice Days": "28",
        "Probation Months": "0",
        "Contract Page": "Open the contract, its PDF and payslips",
      });
      await e2e.screenshot(hmPage, "contracts-details-pending");
      const dialogs = answerDialogs(hmPage, [true, true]);
      await details.getByRole("button", { name: "Accept" }).click();
      expect(await dialogs).toEqual(["Are you sure you want to accept this contract?", "Contract accepted"]);
      await details.getByText("Active", { exact: true }).waitFor();
      expect(await details.getByRole("button", { name: "Accept" }).count()).toBe(0);
      expect(await details.getByRole("button", { name: "Decline" }).count()).toBe(0);
      await details.getByRole("button", { name: "Close", exact: true }).last().click();
      await details.waitFor({ state: "detached" });

      // The employer, still on the house manager's page, is told without a reload.
      await expectBadge(employerPage, 1);

      // The block reads Active, for visitors and the employer alike.
      const endDate = await shownDate(employerPage, offer.endDate);
      const activeLine = `Contract with ${employer.name} — expires ${endDate} — Status: Active`;
      await employerPage.reload();
      await contractBlock(employerPage).getByText(activeLine, { exact: true }).waitFor();
      await e2e.screenshot(employerPage, "contracts-block-active");
      await hmPage.goto(`/profile/house_manager/${houseManager.profileId}`);
      await contractBlock(hmPage).getByText(activeLine, { exact: true }).waitFor();
      // House managers do not offer contracts.
      expect(await hmPage.getByRole("button", { name: "Create Contract" }).count()).toBe(0);

      // The employer's notification opens the same contract, now Active, with nothing to answer.
      await employerPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Notifications/ }).click();
      const accepted = notificationItem(employerPage, `${houseManager.name} has accepted your contract`);
      await accepted.waitFor();
      expect((await detailRows(accepted))["Type"]).toBe("Contract accepted");
      await accepted.getByRole("button", { name: "View Details" }).click();
      const employerDetails = employerPage.getByRole("dialog", { name: "Contract details" });
      await employerDetails.getByText(offer.terms).waitFor();
      expect((await detailRows(employerDetails))["Status"]).toBe("Active");
      expect(await employerDetails.getByRole("button", { name: "Accept" }).count()).toBe(0);
    } finally {
      await closeContexts();
    }
  });

  it("a school's second offer is declined after the confirmation; the school is told live; the block reads Declined", async () => {
    const [houseManager, school] = await Promise.all([
      registerViaApi(e2e.url, "house_manager"),
      registerViaApi(e2e.url, "school", { firstName: uniqueName("Hillcrest"), lastName: "Academy" }),
    ]);
    try {
      const hmPage = await openAs(houseManager);
      const hmSubscriptions = watchSubscriptions(hmPage);
      await hmPage.goto("/notifications/");
      await hmPage.getByText("You have no notifications yet.").waitFor();
      await hmSubscriptions.ready("notificationAdded");

      const schoolPage = await openAs(school);
      const schoolSubscriptions = watchSubscriptions(schoolPage);
      await schoolPage.goto(`/profile/house_manager/${houseManager.profileId}`);
      await contractBlock(schoolPage).getByText("No contract available", { exact: true }).waitFor();
      await schoolSubscriptions.ready("notificationAdded");
      const offer: Offer = {
        terms: `Boarding house matron, term time only (${uniqueName("ref")}).`,
        startDate: isoDate(14),
        endDate: isoDate(120),
        paymentDay: "Daily",
        paymentAmount: "950.50",
        renewable: false,
        daysPerMonth: "22",
        terminationDate: isoDate(120),
        terminationReason: "End of term.",
        document: { name: "contract.png", mimeType: "image/png", buffer: png },
      };
      await offerContract(schoolPage, houseManager, offer);

      await expectBadge(hmPage, 1);
      const item = notificationItem(hmPage, `${school.name} has offered you a contract`);
      await item.getByRole("button", { name: "View Details" }).click();
      const details = hmPage.getByRole("dialog", { name: "Contract details" });
      await details.getByText(offer.terms).waitFor();
      // An image document is shown in the modal, fetched with the bearer token.
      const documentImage = details.getByRole("img", { name: "Contract document" });
      await documentImage.waitFor();
      await expect.poll(() => documentImage.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(48);
      const rows = await detailRows(details);
      expect(rows["Payment Amount"]).toBe("KSh 950.50");
      expect(rows["Renewable"]).toBe("No");
      expect(rows["Payment Day"]).toBe("Daily");
      expect(rows["Status"]).toBe("Pending");

      // Dismissing the confirmation changes nothing.
      const dismissed = answerDialogs(hmPage, [false]);
      await details.getByRole("button", { name: "Decline" }).click();
      expect(await dismissed).toEqual(["You are about to decline this contract!"]);
      expect((await detailRows(details))["Status"]).toBe("Pending");

      const dialogs = answerDialogs(hmPage, [true, true]);
      await details.getByRole("button", { name: "Decline" }).click();
      expect(await dialogs).toEqual(["You are about to decline this contract!", "Contract declined"]);
      await details.getByText("Declined", { exact: true }).waitFor();
      expect(await details.getByRole("button", { name: "Decline" }).count()).toBe(0);
      await e2e.screenshot(hmPage, "contracts-details-declined");

      await expectBadge(schoolPage, 1);
      await schoolPage.reload();
      await contractBlock(schoolPage).getByText(`${houseManager.firstName} has Declined Contract for ${school.name}`, { exact: true }).waitFor();
    } finally {
      await closeContexts();
    }
  });

  it("a visitor is asked to log in before offering a contract", async () => {
    const houseManager = await registerViaApi(e2e.url, "house_manager");
    try {
      const page = await openAs(null);
      await page.goto(`/profile/house_manager/${houseManager.profileId}`);
      await page.getByRole("button", { name: "Create Contract" }).click();
      await page.getByText("Please log in to create a contract", { exact: true }).waitFor();
      expect(await page.getByRole("dialog").count()).toBe(0);
    } finally {
      await closeContexts();
    }
  });
});

describe("notifications", () => {
  it("marks a notification read after the confirmation, and the badge goes down", async () => {
    const [houseManager, employer] = await Promise.all([registerViaApi(e2e.url, "house_manager"), registerViaApi(e2e.url, "employer")]);
    // Two notifications through the API: two messages.
    for (const content of ["Habari! Are you free next month?", "We are in Kileleshwa."]) {
      await gql(e2e.url, "mutation ($id: ID!, $content: String!) { sendMessage(recipientId: $id, content: $content) { id } }", { id: houseManager.userId, content }, employer.token);
    }
    try {
      const page = await openAs(houseManager);
      await page.goto("/notifications/");
      const items = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
      await expect.poll(() => items.count()).toBe(2);
      await expectBadge(page, 2);
      await page.getByText("2 unread", { exact: true }).waitFor();
      const first = items.first();
      expect((await detailRows(first))["Type"]).toBe("Message");
      expect((await detailRows(first))["Status"]).toBe("Unread");

      // Dismissed: still unread.
      const dismissed = answerDialogs(page, [false]);
      await first.getByRole("button", { name: "Read" }).click();
      expect(await dismissed).toEqual(["You are about to mark this contract as Read"]);
      expect((await detailRows(first))["Status"]).toBe("Unread");
      expect(await badgeCount(page)).toBe(2);

      const dialogs = answerDialogs(page, [true, true]);
      await first.getByRole("button", { name: "Read" }).click();
      expect(await dialogs).toEqual(["You are about to mark this contract as Read", "Notification marked as read"]);
      await expectBadge(page, 1);
      await page.getByText("1 unread", { exact: true }).waitFor();
      await expect.poll(async () => (await detailRows(first))["Status"]).toBe("Read");
      expect(await first.getByRole("button", { name: "Read" }).count()).toBe(0);

      // The second from its details modal's Read button.
      const second = items.nth(1);
      await second.getByRole("button", { name: "View Details" }).click();
      const modal = page.getByRole("dialog", { name: "Notification details" });
      await modal.waitFor();
      const again = answerDialogs(page, [true, true]);
      await modal.getByRole("button", { name: "Read" }).click();
      expect(await again).toEqual(["You are about to mark this contract as Read", "Notification marked as read"]);
      await expectBadge(page, 0);
      await expect.poll(() => modal.getByRole("button", { name: "Read" }).count()).toBe(0);
      expect((await detailRows(modal))["Status"]).toBe("Read");
      await e2e.screenshot(page, "contracts-notifications");

      // The server agrees after a reload.
      await modal.getByRole("button", { name: "Close", exact: true }).last().click();
      await page.reload();
      await page.getByText("0 unread", { exact: true }).waitFor();
      expect(await badgeCount(page)).toBe(0);
    } finally {
      await closeContexts();
    }
  });
});

describe("messages", () => {
  it("chats live both ways between an employer and a house manager, and never sends blank text", async () => {
    const [houseManager, employer] = await Promise.all([registerViaApi(e2e.url, "house_manager"), registerViaApi(e2e.url, "employer")]);
    try {
      // The house manager opens the chat from the employer's page and waits.
      const hmPage = await openAs(houseManager);
      const hmSubscriptions = watchSubscriptions(hmPage);
      await hmPage.goto(`/profile/employer/${employer.profileId}`);
      await hmPage.getByRole("button", { name: `Chat with ${employer.name}` }).click();
      const hmChat = hmPage.getByRole("dialog", { name: `Messages with ${employer.name}` });
      await hmChat.getByText(`No messages yet. Say hello to ${employer.name}!`).waitFor();
      await hmSubscriptions.ready("messageAdded");

      // The employer opens the chat with the message icon on the house manager's page.
      const employerPage = await openAs(employer);
      const employerSubscriptions = watchSubscriptions(employerPage);
      await employerPage.goto(`/profile/house_manager/${houseManager.profileId}`);
      await employerPage.getByRole("button", { name: `Chat with ${houseManager.name}` }).click();
      const employerChat = employerPage.getByRole("dialog", { name: `Messages with ${houseManager.name}` });
      await employerChat.getByText(`No messages yet. Say hello to ${houseManager.name}!`).waitFor();
      await employerSubscriptions.ready("messageAdded");

      const employerBox = employerChat.getByLabel(`Message to ${houseManager.name}`);
      await employerBox.fill("   ");
      await employerChat.getByRole("button", { name: "Send" }).click();
      expect(await employerBox.inputValue()).toBe("   ");

      const hello = `Habari ${houseManager.firstName}, are you free from next month? (${uniqueName("m")})`;
      await employerBox.fill(hello);
      await employerChat.getByRole("button", { name: "Send" }).click();
      const employerList = employerChat.getByRole("list", { name: `Conversation with ${houseManager.name}` });
      await employerList.getByRole("listitem").filter({ hasText: hello }).getByText("You", { exact: true }).waitFor();
      await expect.poll(() => employerBox.inputValue()).toBe("");

      // Live on the other side, then the reply with Enter.
      const hmList = hmChat.getByRole("list", { name: `Conversation with ${employer.name}` });
      const received = hmList.getByRole("listitem").filter({ hasText: hello });
      await received.waitFor({ timeout: 5_000 });
      // Chat shows names, not usernames.
      await received.getByText(employer.name, { exact: true }).waitFor();
      expect(await received.getByText(employer.username, { exact: true }).count()).toBe(0);
      const reply = `Yes, I am available from the 1st. (${uniqueName("m")})`;
      await hmChat.getByLabel(`Message to ${employer.name}`).fill(reply);
      await hmChat.getByLabel(`Message to ${employer.name}`).press("Enter");
      await hmList.getByRole("listitem").filter({ hasText: reply }).getByText("You", { exact: true }).waitFor();

      const replied = employerList.getByRole("listitem").filter({ hasText: reply });
      await replied.waitFor({ timeout: 5_000 });
      await replied.getByText(houseManager.name, { exact: true }).waitFor();
      await e2e.screenshot(employerPage, "contracts-chat");
      expect(await employerList.getByRole("listitem").allTextContents()).toHaveLength(2);

      // Exactly two messages were stored: the blank one never went out.
      const conversation = await gql<{ conversation: { totalCount?: number; edges: { node: { content: string } }[] } }>(
        e2e.url,
        "query ($id: ID!) { conversation(withUserId: $id, first: 10) { edges { node { content } } } }",
        { id: houseManager.userId },
        employer.token,
      );
      expect(conversation.conversation.edges.map((edge) => edge.node.content)).toEqual([reply, hello]);
    } finally {
      await closeContexts();
    }
  });

  it("the Contact Me form: 'Message cannot be empty', 'Please log in to send a message' when logged out, 'Message has been sent'", async () => {
    const [houseManager, employer] = await Promise.all([registerViaApi(e2e.url, "house_manager"), registerViaApi(e2e.url, "employer")]);
    try {
      // A visitor.
      const visitor = await openAs(null);
      await visitor.goto(`/profile/house_manager/${houseManager.profileId}`);
      await visitor.getByRole("button", { name: "Contact Me" }).click();
      let form = visitor.getByRole("dialog", { name: `Contact ${houseManager.name}` });
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.getByText("Message cannot be empty", { exact: true }).waitFor();
      await form.getByLabel("Message", { exact: true }).fill("Hello, are you available?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.getByText("Please log in to send a message", { exact: true }).waitFor();
      await form.getByRole("button", { name: "Cancel" }).click();
      await form.waitFor({ state: "detached" });
      // The chat icon says the same to a visitor.
      await visitor.getByRole("button", { name: `Chat with ${houseManager.name}` }).click();
      const visitorChat = visitor.getByRole("dialog", { name: `Messages with ${houseManager.name}` });
      await visitorChat.getByText("Please log in to send a message", { exact: true }).waitFor();

      // The house manager waits on her notifications; the employer writes.
      const hmPage = await openAs(houseManager);
      const hmSubscriptions = watchSubscriptions(hmPage);
      await hmPage.goto("/notifications/");
      await hmPage.getByText("You have no notifications yet.").waitFor();
      await hmSubscriptions.ready("notificationAdded");

      const page = await openAs(employer);
      await page.goto(`/profile/house_manager/${houseManager.profileId}`);
      await page.getByRole("button", { name: "Contact Me" }).click();
      form = page.getByRole("dialog", { name: `Contact ${houseManager.name}` });
      await form.getByLabel("Message", { exact: true }).fill("  \n ");
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.getByText("Message cannot be empty", { exact: true }).waitFor();
      const text = `We would like to meet you on Saturday (${uniqueName("m")}).`;
      await form.getByLabel("Message", { exact: true }).fill(text);
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Message has been sent", { exact: true }).waitFor();
      await form.waitFor({ state: "detached" });

      await expectBadge(hmPage, 1);
      await notificationItem(hmPage, `${employer.name} sent you a message`).waitFor();
      const conversation = await gql<{ conversation: { edges: { node: { content: string } }[] } }>(
        e2e.url,
        "query ($id: ID!) { conversation(withUserId: $id, first: 10) { edges { node { content } } } }",
        { id: employer.userId },
        houseManager.token,
      );
      expect(conversation.conversation.edges.map((edge) => edge.node.content)).toEqual([text]);
    } finally {
      await closeContexts();
    }
  });
});

describe("/contact", () => {
  it("asks for every field, then thanks the visitor and clears the form", async () => {
    try {
      const page = await openAs(null);
      await page.goto("/contact");
      const main = page.getByRole("main");
      const send = main.getByRole("button", { name: "Send Message" });
      await send.click();
      await main.getByText("Please fill out all fields.", { exact: true }).waitFor();
      await main.getByLabel("Name", { exact: true }).fill("Amina Hassan");
      await main.getByLabel("Email", { exact: true }).fill("amina@example.co.ke");
      await main.getByLabel("Message", { exact: true }).fill("   ");
      await send.click();
      await main.getByText("Please fill out all fields.", { exact: true }).waitFor();
      await main.getByLabel("Message", { exact: true }).fill("Do you have house managers in Nakuru who speak Kalenjin?");
      await send.click();
      await main.getByText("Thank you for contacting us! We'll get back to you soon.", { exact: true }).waitFor();
      expect(await main.getByText("Please fill out all fields.").count()).toBe(0);
      for (const label of ["Name", "Email", "Message"]) expect(await main.getByLabel(label, { exact: true }).inputValue()).toBe("");
      await e2e.screenshot(page, "contracts-contact");
    } finally {
      await closeContexts();
    }
  });
});
