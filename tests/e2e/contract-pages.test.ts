// The contract pages on a phone (360 px): an accepted contract read by both parties (particulars, history, the payslip
// of a month with its deductions, the PDF link), a payment recorded by the employer that marks the payslip paid, the
// house manager's notice section, and the employer's /contracts list with what to pay this month.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startE2E, type E2E } from "./harness.js";
import { loginAs, registerViaApi, type ApiUser } from "./helpers.js";
import { contractFields, formData } from "../support/forms.js";

let e2e: E2E;
let employer: ApiUser;
let houseManager: ApiUser;
let contractId: number;
const contexts: BrowserContext[] = [];

/** YYYY-MM-DD of the first day of the month `offset` months from now (UTC), and YYYY-MM of it. */
function monthStart(offset: number): { day: string; month: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const day = first.toISOString().slice(0, 10);
  return { day, month: day.slice(0, 7) };
}

beforeAll(async () => {
  e2e = await startE2E();
  employer = await registerViaApi(e2e.url, "employer", { firstName: "Grace", lastName: "Wanjiru" });
  houseManager = await registerViaApi(e2e.url, "house_manager", { firstName: "Achieng", lastName: "Otieno" });
  const fields = contractFields(Number(employer.profileId), Number(houseManager.profileId), {
    payment_amount: "20000",
    start_date: monthStart(0).day,
    end_date: monthStart(12).day,
  });
  const created = await fetch(`${e2e.url}/profiles/create_contract/`, { method: "POST", headers: { authorization: `Bearer ${employer.token}` }, body: formData(fields) });
  expect(created.status).toBe(201);
  contractId = ((await created.json()) as { contract: { id: number } }).contract.id;
  const accepted = await fetch(`${e2e.url}/profiles/contract_accept/${contractId}/`, {
    method: "PUT",
    headers: { authorization: `Bearer ${houseManager.token}`, "content-type": "application/json" },
    body: JSON.stringify({ status: "Accepted" }),
  });
  expect(accepted.status).toBe(200);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await e2e?.close();
});

async function phoneAs(user: ApiUser): Promise<Page> {
  // Logged in at desktop width (the phone's menu hides the nav loginAs waits for), then narrowed to a phone's.
  const { context, page } = await e2e.newPage();
  contexts.push(context);
  await loginAs(page, user.email, user.password);
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("contract pages at 360 px", () => {
  it("shows the employer the particulars, the history and a month's payslip, and records a payment that pays it", async () => {
    const page = await phoneAs(employer);
    await page.goto(`/contracts/${contractId}`);
    await page.getByRole("heading", { level: 2, name: "Terms and particulars" }).waitFor();
    const terms = page.getByRole("region", { name: "Terms and particulars" });
    await expect.poll(() => terms.innerText()).toContain("KSh 20,000");
    expect(await page.getByRole("region", { name: "History" }).innerText()).toMatch(/Pending[^]*Active[^]*Achieng Otieno/);
    await expect.poll(() => page.getByRole("button", { name: /Contract PDF/ }).count()).toBe(1);

    const next = monthStart(1).month;
    await page.getByLabel("Month", { exact: true }).selectOption(next);
    const slip = page.getByRole("table", { name: `Payslip for ${next}` });
    await expect.poll(() => slip.innerText()).toContain("KSh 17,950");
    expect(await slip.innerText()).toMatch(/Not yet/);

    await page.getByLabel("Amount").fill("17950");
    await page.getByLabel("M-Pesa code").fill("sda1b2c3d4");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect.poll(() => slip.innerText(), { timeout: 10_000 }).toMatch(/Paid\s+Yes/);
    const payments = page.getByRole("region", { name: "Payments" });
    await expect.poll(() => payments.innerText()).toContain("SDA1B2C3D4");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot(page, "contract-page-employer-360");

    await page.goto("/contracts");
    await page.getByRole("heading", { level: 1, name: "Contracts" }).waitFor();
    await page.getByRole("list").getByRole("link", { name: houseManager.name }).first().waitFor();
    expect(await page.getByRole("region", { name: "What to pay this month" }).innerText()).toMatch(/Total cost/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  it("shows the house manager her contract with notice to give and no payment form", async () => {
    const page = await phoneAs(houseManager);
    await page.goto(`/contracts/${contractId}`);
    await page.getByRole("heading", { level: 2, name: "Give notice" }).waitFor();
    expect(await page.getByRole("button", { name: "Record payment" }).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(`${employer.name} and ${houseManager.name}`);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot(page, "contract-page-house-manager-360");
  });
});
