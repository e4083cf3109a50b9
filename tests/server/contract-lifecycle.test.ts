// Lawful contracts through the real HTTP server: the written particulars with their defaults, the minimum-wage guard,
// withdraw / terminate / expire / renew, payslips, payments, and the generated PDFs (read back with pdf.js, tests/support/pdf-text.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";
import { addDays, nairobiToday } from "../../shared/dates";
import { pdfText } from "../support/pdf-text.js";

let api: TestServer;
let employer: TestUser;
let otherEmployer: TestUser;
let houseManager: TestUser;
let stranger: TestUser;
const profile = new Map<TestUser, number>();

const NAIROBI_MINIMUM = "Payment is below the statutory minimum wage for Nairobi: KSh 16,113.75 a month (Regulation of Wages (General) (Amendment) Order 2024)";

async function profileIdOf(user: TestUser): Promise<number> {
  const me = await api.gql<{ me: { profile: { id: string } } }>("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data!.me.profile.id);
}

function offer(overrides: Record<string, unknown> = {}, by: TestUser = employer) {
  return api.rest("POST", "/profiles/create_contract/", {
    token: by.accessToken,
    body: {
      house_manager: profile.get(houseManager),
      employer: profile.get(by),
      terms: "Cooking, cleaning and laundry.",
      start_date: "2026-03-01",
      end_date: "2027-02-28",
      payment_day: "Monthly",
      payment_amount: 20000,
      days_per_month: 26,
      ...overrides,
    },
  });
}

async function accepted(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await offer(overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.contract.id;
  expect((await api.rest("PUT", `/profiles/contract_accept/${id}/`, { token: houseManager.accessToken, body: { status: "Accepted" } })).status).toBe(200);
  return id;
}

async function counts() {
  const prisma = api.server.database.prisma;
  return { contracts: await prisma.contract.count(), notifications: await prisma.notification.count(), payments: await prisma.contractPayment.count() };
}

async function fetchPdf(route: string, user?: TestUser): Promise<{ status: number; type: string | null; data: Buffer }> {
  const res = await fetch(`${api.url}${route}`, { headers: user ? { authorization: `Bearer ${user.accessToken}` } : {} });
  return { status: res.status, type: res.headers.get("content-type"), data: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, otherEmployer, houseManager, stranger] = await Promise.all([
    createUser(api, "employer", { first: "Grace", last: "Wanjiru" }),
    createUser(api, "employer", { first: "Peter", last: "Kamau" }),
    createUser(api, "house_manager", { first: "Achieng", last: "Otieno" }),
    createUser(api, "house_manager", { first: "Mercy", last: "Njeri" }),
  ]);
  for (const user of [employer, otherEmployer, houseManager, stranger]) profile.set(user, await profileIdOf(user));
  // The employer lives in Nairobi: the place of work defaults to it, and with it the city minimum.
  await api.server.database.prisma.employerProfile.update({ where: { id: profile.get(employer)! }, data: { city: "Nairobi" } });
  await api.server.database.prisma.houseManagerProfile.update({ where: { id: profile.get(houseManager)! }, data: { city: "Thika" } });
});
afterAll(async () => {
  await api?.close();
});

describe("particulars of the offer", () => {
  it("fills the lawful defaults for a payload without them, and shows them in the details", async () => {
    const res = await offer();
    expect(res.status).toBe(201);
    expect(res.body.contract).toMatchObject({
      job_title: "House manager",
      duties: null,
      place_of_work: "Nairobi",
      live_in: false,
      hours_per_day: 8,
      rest_day: "Sunday",
      annual_leave_days: 21,
      notice_days: 28,
      probation_months: 0,
      status: "Pending",
    });
    const details = await api.rest("GET", `/profiles/contract_notification/${res.body.contract.id}/`, { token: houseManager.accessToken });
    expect(details.body).toMatchObject({ job_title: "House manager", place_of_work: "Nairobi", rest_day: "Sunday", notice_days: 28, minimum_wage: { place: "Nairobi", monthly: 16113.75 } });
    expect(details.body.status_history).toEqual([expect.objectContaining({ status: "Pending", by_name: "Grace Wanjiru" })]);
  });

  it("stores the particulars given, in REST's names and GraphQL's", async () => {
    const res = await offer({ job_title: "Nanny", duties: "Childcare for two", place_of_work: "Thika", live_in: "on", hours_per_day: "9", rest_day: "saturday", annual_leave_days: "24", notice_days: "30", probation_months: "3", payment_amount: 15000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.contract).toMatchObject({ job_title: "Nanny", duties: "Childcare for two", place_of_work: "Thika", live_in: true, hours_per_day: 9, rest_day: "Saturday", annual_leave_days: 24, notice_days: 30, probation_months: 3 });
    const gql = await api.gql(
      `query($id: ID!) { contract(id: $id) { jobTitle duties placeOfWork liveIn hoursPerDay restDay annualLeaveDays noticeDays probationMonths minimumWage { place monthly order } } }`,
      { id: String(res.body.contract.id) },
      employer.accessToken,
    );
    expect(gql.body.data.contract).toEqual({
      jobTitle: "Nanny",
      duties: "Childcare for two",
      placeOfWork: "Thika",
      liveIn: true,
      hoursPerDay: 9,
      restDay: "Saturday",
      annualLeaveDays: 24,
      noticeDays: 30,
      probationMonths: 3,
      minimumWage: { place: "Thika", monthly: 14866, order: "Regulation of Wages (General) (Amendment) Order 2024" },
    });
  });

  it("takes the offer over GraphQL without an employer id: the caller's own profile", async () => {
    const res = await api.gql(
      `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { id jobTitle restDay noticeDays employer { id } } } }`,
      { input: { houseManagerId: String(profile.get(houseManager)), terms: "Cooking", startDate: "2026-06-01", endDate: "2026-12-31", paymentDay: "Daily", paymentAmount: 700, isRenewable: false, daysPerMonth: 24, jobTitle: "Cook", restDay: "Friday" } },
      employer.accessToken,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createContract.contract).toMatchObject({ jobTitle: "Cook", restDay: "Friday", noticeDays: 0, employer: { id: String(profile.get(employer)) } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["annual leave under 21 days", { annual_leave_days: "14" }, "Annual leave must be a whole number of days, at least 21 (Employment Act s.28)"],
    ["probation over six months", { probation_months: "9" }, "Probation must be a whole number of months from 0 to 6 (Employment Act s.42)"],
    ["notice under 28 days for monthly pay", { notice_days: "7" }, "Notice must be a whole number of days, at least 28 for monthly pay (Employment Act s.35)"],
    ["a rest day that is no day", { rest_day: "none" }, "Rest day must be a day of the week: the law gives one rest day in every seven (Employment Act s.27)"],
    ["16 hours a day", { hours_per_day: "16" }, "Hours per day must be a whole number from 1 to 12"],
    ["a job title over 120 characters", { job_title: "x".repeat(121) }, "Job title must be at most 120 characters"],
    ["a live-in flag that is not a boolean", { live_in: "sometimes" }, "Live-in must be true or false"],
    ["30 working days a month", { days_per_month: 30 }, "Days per month can be at most 27: the law gives one rest day in every seven (Employment Act s.27)"],
    ["monthly pay below the Nairobi minimum", { payment_amount: 16113.74 }, NAIROBI_MINIMUM],
    ["daily pay below the Nairobi minimum", { payment_day: "Daily", payment_amount: 600, days_per_month: 26 }, NAIROBI_MINIMUM],
    ["yearly pay below the Nairobi minimum", { payment_day: "Yearly", payment_amount: 180000 }, NAIROBI_MINIMUM],
    ["pay below the minimum of a named town", { place_of_work: "Ruiru", payment_amount: 14000 }, "Payment is below the statutory minimum wage for Ruiru: KSh 14,866 a month (Regulation of Wages (General) (Amendment) Order 2024)"],
    ["pay below the minimum of other areas", { place_of_work: "Kiserian", payment_amount: 8000 }, "Payment is below the statutory minimum wage for all other areas: KSh 8,596 a month (Regulation of Wages (General) (Amendment) Order 2024)"],
  ])("refuses %s (400) and stores nothing", async (_case, overrides, error) => {
    const before = await counts();
    const res = await offer(overrides);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
    expect(await counts()).toEqual(before);
  });

  it("takes pay at the minimum exactly, monthly and daily", async () => {
    expect((await offer({ payment_amount: 16113.75 })).status).toBe(201);
    // 620 × 26 = 16,120.
    expect((await offer({ payment_day: "Daily", payment_amount: 620, days_per_month: 26 })).status).toBe(201);
  });

  it("refuses pay below the minimum over GraphQL with the same message", async () => {
    const res = await api.gql(
      `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`,
      { input: { houseManagerId: String(profile.get(houseManager)), terms: "Cooking", startDate: "2026-06-01", endDate: "2026-12-31", paymentDay: "Monthly", paymentAmount: 9000, isRenewable: false, daysPerMonth: 26 } },
      employer.accessToken,
    );
    expect(res.body.errors?.[0]).toMatchObject({ message: NAIROBI_MINIMUM, extensions: { code: "BAD_USER_INPUT" } });
  });

  it("refuses a job title of spaces over GraphQL with the message the offer form shows, and stores nothing", async () => {
    // (REST reads a blank form field as left out: its offer takes "House manager".)
    const before = await counts();
    const res = await api.gql(
      `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`,
      { input: { houseManagerId: String(profile.get(houseManager)), terms: "Cooking", startDate: "2026-06-01", endDate: "2026-12-31", paymentDay: "Monthly", paymentAmount: 20000, isRenewable: false, daysPerMonth: 26, jobTitle: "   " } },
      employer.accessToken,
    );
    expect(res.body.errors?.[0]).toMatchObject({ message: "Job title cannot be blank", extensions: { code: "BAD_USER_INPUT" } });
    expect(await counts()).toEqual(before);
  });
});

describe("withdrawing an offer", () => {
  it("lets the employer withdraw a pending offer, tells the house manager, and closes it to answers", async () => {
    const id = (await offer()).body.contract.id;
    expect((await api.rest("PUT", `/profiles/contract_withdraw/${id}/`)).status).toBe(401);
    for (const other of [houseManager, otherEmployer, stranger]) {
      expect((await api.rest("PUT", `/profiles/contract_withdraw/${id}/`, { token: other.accessToken })).status).toBe(403);
    }
    const res = await api.rest("PUT", `/profiles/contract_withdraw/${id}/`, { token: employer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Contract offer withdrawn", contract: { id, status: "Withdrawn" } });
    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(list.body[0]).toMatchObject({ type: "contract_withdrawn", contract_id: id, message_template: "Grace Wanjiru has withdrawn the contract offered to you" });
    expect((await api.rest("PUT", `/profiles/contract_accept/${id}/`, { token: houseManager.accessToken, body: {} })).status).toBe(409);
    expect((await api.rest("PUT", `/profiles/contract_decline/${id}/`, { token: houseManager.accessToken, body: {} })).status).toBe(409);
    expect((await api.rest("PUT", `/profiles/contract_withdraw/${id}/`, { token: employer.accessToken })).status).toBe(409);
  });

  it("cannot withdraw an accepted contract (409)", async () => {
    const id = await accepted();
    const res = await api.rest("PUT", `/profiles/contract_withdraw/${id}/`, { token: employer.accessToken });
    expect(res.status).toBe(409);
  });
});

describe("notice and termination", () => {
  const terminate = (id: number, user: TestUser | undefined, body: Record<string, unknown>) => api.rest("PUT", `/profiles/contract_terminate/${id}/`, { token: user?.accessToken, body });

  it("refuses a date sooner than the notice period, then ends the contract on a lawful date and tells the other party", async () => {
    const id = await accepted({ start_date: nairobiToday(), end_date: addDays(nairobiToday(), 365) });
    const tooSoon = await terminate(id, houseManager, { termination_date: addDays(nairobiToday(), 27), termination_reason: "Moving home" });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error).toMatch(/^Termination date must be at least 28 days from today/);
    expect((await terminate(id, undefined, { termination_date: addDays(nairobiToday(), 28) })).status).toBe(401);
    expect((await terminate(id, stranger, { termination_date: addDays(nairobiToday(), 28) })).status).toBe(403);
    const lastDay = addDays(nairobiToday(), 28);
    const res = await terminate(id, houseManager, { termination_date: lastDay, termination_reason: "Moving home" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Notice of termination given", contract: { id, status: "Terminated", termination_date: lastDay, termination_reason: "Moving home", end_date: lastDay } });
    const list = await api.rest("GET", "/profiles/notification_list/", { token: employer.accessToken });
    expect(list.body[0]).toMatchObject({ type: "contract_terminated", contract_id: id });
    expect((await terminate(id, employer, { termination_date: lastDay })).status).toBe(409);
  });

  it("refuses notice on a pending offer (409)", async () => {
    const id = (await offer()).body.contract.id;
    expect((await terminate(id, employer, { termination_date: addDays(nairobiToday(), 40) })).status).toBe(409);
  });

  it("reads an accepted contract past its end date as Expired, and renews a renewable one in one step", async () => {
    const id = await accepted({ start_date: "2025-01-01", end_date: "2025-12-31", is_renewable: true, payment_amount: 18000 });
    const details = await api.rest("GET", `/profiles/contract_notification/${id}/`, { token: employer.accessToken });
    expect(details.body.status).toBe("Expired");
    const block = await api.rest("GET", `/profiles/contracts/${profile.get(houseManager)}/`);
    expect(block.body.find((row: { id: number }) => row.id === id).status).toBe("Expired");
    expect((await api.rest("POST", `/profiles/contract_renew/${id}/`, { token: houseManager.accessToken, body: { start_date: "2026-01-01", end_date: "2026-12-31" } })).status).toBe(403);
    const renewed = await api.rest("POST", `/profiles/contract_renew/${id}/`, { token: employer.accessToken, body: { start_date: "2026-01-01", end_date: "2026-12-31" } });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({ message: "Contract renewal offered", contract: { status: "Pending", start_date: "2026-01-01", end_date: "2026-12-31", payment_amount: 18000, renewed_from: id, place_of_work: "Nairobi" } });
    const notRenewable = await accepted({ is_renewable: false });
    expect((await api.rest("POST", `/profiles/contract_renew/${notRenewable}/`, { token: employer.accessToken, body: { start_date: "2027-03-01", end_date: "2028-02-28" } })).status).toBe(409);
  });

  it("offers withdraw, terminate and renew over GraphQL", async () => {
    const pending = (await offer()).body.contract.id;
    const withdrawn = await api.gql(`mutation($id: ID!) { withdrawContract(id: $id) { message contract { status } } }`, { id: String(pending) }, employer.accessToken);
    expect(withdrawn.body.data.withdrawContract).toEqual({ message: "Contract offer withdrawn", contract: { status: "Withdrawn" } });
    const active = await accepted({ start_date: nairobiToday(), end_date: addDays(nairobiToday(), 200) });
    const early = await api.gql(`mutation($id: ID!, $input: TerminateContractInput!) { terminateContract(id: $id, input: $input) { contract { status } } }`, { id: String(active), input: { terminationDate: addDays(nairobiToday(), 3) } }, employer.accessToken);
    expect(early.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const ended = await api.gql(`mutation($id: ID!, $input: TerminateContractInput!) { terminateContract(id: $id, input: $input) { contract { status statusHistory { status byName } } } }`, { id: String(active), input: { terminationDate: addDays(nairobiToday(), 30), terminationReason: "Relocating" } }, employer.accessToken);
    expect(ended.body.data.terminateContract.contract).toEqual({
      status: "Terminated",
      statusHistory: [
        { status: "Pending", byName: "Grace Wanjiru" },
        { status: "Accepted", byName: "Achieng Otieno" },
        { status: "Terminated", byName: "Grace Wanjiru" },
      ],
    });
  });
});

describe("payslips", () => {
  it("works the example through for the two parties: gross 20,000", async () => {
    const id = await accepted();
    for (const party of [employer, houseManager]) {
      const res = await api.rest("GET", `/profiles/payslip/${id}/?month=2026-03`, { token: party.accessToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        month: "2026-03",
        gross: 20000,
        nssf_employee: 1200,
        nssf_employer: 1200,
        shif: 550,
        housing_levy_employee: 300,
        housing_levy_employer: 300,
        taxable_pay: 17950,
        paye: 0,
        net_pay: 17950,
        employer_cost: 21500,
        paid: false,
        payments: [],
      });
      expect(res.body.remittances).toEqual([
        { to: "NSSF", amount: 2400, due_by: "2026-04-09" },
        { to: "SHA (SHIF, paybill 200222)", amount: 550, due_by: "2026-04-09" },
        { to: "KRA (housing levy, with the PAYE return; paybill 222222)", amount: 600, due_by: "2026-04-09" },
      ]);
    }
    expect((await api.rest("GET", `/profiles/payslip/${id}/?month=2026-03`)).status).toBe(401);
    expect((await api.rest("GET", `/profiles/payslip/${id}/?month=2026-03`, { token: stranger.accessToken })).status).toBe(403);
    expect((await api.rest("GET", `/profiles/payslip/${id}/?month=2027-03`, { token: employer.accessToken })).status).toBe(400);
    expect((await api.rest("GET", `/profiles/payslip/${id}/?month=March`, { token: employer.accessToken })).status).toBe(400);
  });

  it("has none for a pending offer (409)", async () => {
    const id = (await offer()).body.contract.id;
    const res = await api.rest("GET", `/profiles/payslip/${id}/?month=2026-03`, { token: employer.accessToken });
    expect(res.status).toBe(409);
  });

  it("computes a daily contract's month from its days", async () => {
    // 800 × 25 = 20,000 a month.
    const id = await accepted({ payment_day: "Daily", payment_amount: 800, days_per_month: 25 });
    const res = await api.rest("GET", `/profiles/payslip/${id}/?month=2026-05`, { token: houseManager.accessToken });
    expect(res.body).toMatchObject({ gross: 20000, net_pay: 17950, employer_cost: 21500 });
  });
});

describe("payments", () => {
  const pay = (id: number, user: TestUser | undefined, body: Record<string, unknown>) => api.rest("POST", `/profiles/contract_payments/${id}/`, { token: user?.accessToken, body });

  it("lets only the employer record payments; the payslip reads paid once they reach the net pay", async () => {
    const id = await accepted();
    expect((await pay(id, undefined, { month: "2026-03", amount: 17950, method: "cash" })).status).toBe(401);
    for (const other of [houseManager, otherEmployer, stranger]) expect((await pay(id, other, { month: "2026-03", amount: 17950, method: "cash" })).status).toBe(403);
    const badCode = await pay(id, employer, { month: "2026-03", amount: 10000, method: "mpesa", reference: "abc123" });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error).toBe("An M-Pesa reference is the 10-character transaction code: capital letters and digits");
    expect((await pay(id, employer, { month: "2026-03", amount: 0, method: "cash" })).status).toBe(400);
    expect((await pay(id, employer, { month: "2026-03", amount: 100, method: "cheque" })).status).toBe(400);
    expect((await pay(id, employer, { month: "2028-01", amount: 100, method: "cash" })).status).toBe(400);

    const first = await pay(id, employer, { month: "2026-03", amount: 10000, method: "cash" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: "Payment recorded", payment: { month: "2026-03", amount: 10000, method: "cash" }, payslip: { paid: false }, contract: { payment_status: "Partly paid", payment_method: "cash" } });
    const second = await pay(id, employer, { month: "2026-03", amount: 7950, method: "mpesa", reference: "QKT7H2M9XZ" });
    expect(second.status).toBe(201);
    expect(second.body.contract).toMatchObject({ payment_status: "Paid", payment_method: "mpesa" });
    const slip = await api.rest("GET", `/profiles/payslip/${id}/?month=2026-03`, { token: houseManager.accessToken });
    expect(slip.body.paid).toBe(true);
    expect(slip.body.payments.map((p: { amount: number }) => p.amount)).toEqual([7950, 10000]);
    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(list.body[0]).toMatchObject({ type: "payment", contract_id: id, message_template: "Grace Wanjiru recorded a payment of KSh 7,950 for 2026-03" });

    // The latest month decides the contract's payment fields.
    await pay(id, employer, { month: "2026-04", amount: 5000, method: "bank", reference: "EQ-7781" });
    const details = await api.rest("GET", `/profiles/contract_notification/${id}/`, { token: employer.accessToken });
    expect(details.body).toMatchObject({ payment_status: "Partly paid", payment_method: "bank" });
  });

  it("refuses payments on a pending offer (409)", async () => {
    const id = (await offer()).body.contract.id;
    expect((await pay(id, employer, { month: "2026-03", amount: 100, method: "cash" })).status).toBe(409);
  });

  it("sums the month for the employer's payroll", async () => {
    const res = await api.rest("GET", "/profiles/payroll/?month=2026-03", { token: employer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({ month: "2026-03", house_manager_name: "Achieng Otieno" });
  });
});

describe("generated PDFs", () => {
  it("gives the two parties a bilingual contract naming both, its particulars and the Employment Act", async () => {
    const id = await accepted({ job_title: "House manager", duties: "Cooking and laundry" });
    for (const party of [employer, houseManager]) {
      const pdf = await fetchPdf(`/profiles/contract_pdf/${id}/`, party);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe("application/pdf");
      const text = await pdfText(pdf.data);
      for (const words of ["Grace Wanjiru", "Achieng Otieno", "Employment Act", "Mkataba wa Ajira", "Cooking and laundry", "Sunday", "Jumapili", "21 working days", "28 days", "KSh 20,000", "NSSF", "SHIF", "Accepted by Achieng Otieno"]) {
        expect(text).toContain(words);
      }
    }
    expect((await fetchPdf(`/profiles/contract_pdf/${id}/`)).status).toBe(401);
    expect((await fetchPdf(`/profiles/contract_pdf/${id}/`, stranger)).status).toBe(403);
    expect((await fetchPdf(`/profiles/contract_pdf/${id}/`, otherEmployer)).status).toBe(403);
  });

  it("has a PDF from the moment the offer exists, without an acceptance record", async () => {
    const id = (await offer()).body.contract.id;
    const text = await pdfText((await fetchPdf(`/profiles/contract_pdf/${id}/`, houseManager)).data);
    expect(text).toContain("Not yet accepted");
    expect(text).toContain("Mkataba");
  });

  it("gives the payslip as a PDF", async () => {
    const id = await accepted();
    const pdf = await fetchPdf(`/profiles/payslip/${id}/?month=2026-03&format=pdf`, houseManager);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = await pdfText(pdf.data);
    for (const words of ["Payslip", "2026-03", "KSh 20,000", "KSh 1,200", "KSh 550", "KSh 17,950", "KSh 21,500", "Achieng Otieno"]) expect(text).toContain(words);
    expect((await fetchPdf(`/profiles/payslip/${id}/?month=2026-03&format=pdf`, stranger)).status).toBe(403);
  });
});
