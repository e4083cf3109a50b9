// The contract and the payslip as PDF documents made by the server with pdfkit, in English and Kiswahili, with an
// embedded DejaVu Sans (every Latin glyph Kiswahili and the amounts need; the standard PDF fonts are not embedded).
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Viewer } from "../../lib/services-context.js";
import type { ServiceDeps } from "../../lib/services-context.js";
import { EMPLOYMENT_ACT } from "../../../../shared/kenya/law.js";
import { minimumWageFor } from "../../../../shared/kenya/wage.js";
import { formatMoney } from "../../../../shared/money.js";
import { displayName } from "../../../../shared/names.js";
import { isoDay } from "../../../../shared/dates.js";
import { PARTICULAR_NAMES, PARTICULARS, type ParticularName } from "../../../../shared/contracts/rules.js";
import { statusOf, type ContractService, type ContractWithParties } from "./service.js";
import { grossOf, monthsOf, type PayService, type Payslip } from "./pay.js";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const WEEKDAYS_SW: Record<string, string> = {
  Monday: "Jumatatu",
  Tuesday: "Jumanne",
  Wednesday: "Jumatano",
  Thursday: "Alhamisi",
  Friday: "Ijumaa",
  Saturday: "Jumamosi",
  Sunday: "Jumapili",
};
const INTERVALS: Record<string, [string, string]> = {
  Daily: ["a day", "kwa siku"],
  Monthly: ["a month", "kwa mwezi"],
  Yearly: ["a year", "kwa mwaka"],
};
const STATUS_SW: Record<string, string> = {
  Pending: "Inasubiri",
  Accepted: "Inatumika",
  Declined: "Imekataliwa",
  Withdrawn: "Imeondolewa",
  Terminated: "Imesitishwa",
  Expired: "Imeisha muda",
};

function yesNo(value: boolean): string {
  return value ? "Yes / Ndiyo" : "No / Hapana";
}

/** A particular with no wording of its own (below): its value as it is. */
function plainValue(value: string | number | boolean | null): string {
  if (value === null || value === "") return "-";
  return typeof value === "boolean" ? yesNo(value) : String(value);
}

/** The particulars whose value the law asks to be spelt out (Employment Act sections in brackets). */
const PARTICULAR_WORDING: Partial<Record<ParticularName, (contract: ContractWithParties) => string>> = {
  duties: (contract) => contract.duties || "As in the terms below / Kama ilivyo kwenye masharti hapa chini",
  liveIn: (contract) => (contract.liveIn ? "Lives in; housing provided by the employer (s.31) / Anaishi kazini; makazi yanatolewa na mwajiri" : "Lives out / Haishi kazini"),
  hoursPerDay: (contract) => `${contract.hoursPerDay} hours a day, ${contract.daysPerMonth} days a month / saa ${contract.hoursPerDay} kwa siku, siku ${contract.daysPerMonth} kwa mwezi`,
  restDay: (contract) => `${contract.restDay} / ${WEEKDAYS_SW[contract.restDay] ?? contract.restDay}`,
  annualLeaveDays: (contract) => `${contract.annualLeaveDays} working days on full pay per 12 months / siku ${contract.annualLeaveDays} za kazi kwa mshahara kamili kila miezi 12`,
  noticeDays: (contract) => (contract.noticeDays === 0 ? "At the close of any day (pay by the day, s.35) / Mwisho wa siku yoyote" : `${contract.noticeDays} days in writing (s.35) / siku ${contract.noticeDays} kwa maandishi`),
  probationMonths: (contract) => (contract.probationMonths === 0 ? "None / Hakuna" : `${contract.probationMonths} months (s.42) / miezi ${contract.probationMonths}`),
};

const MARGIN = 50;

function newDocument(title: string): InstanceType<typeof PDFDocument> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "MaidMatch", Subject: title }, pdfVersion: "1.7" });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  doc.font("body");
  return doc;
}

function toBuffer(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

function heading(doc: InstanceType<typeof PDFDocument>, english: string, kiswahili: string): void {
  // A heading never ends a page: with less than a few lines' room left, it starts the next one beside its text.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8);
  doc.font("bold").fontSize(12).fillColor("#14532d").text(`${english} / ${kiswahili}`);
  doc.moveDown(0.2);
  doc.font("body").fontSize(10).fillColor("#111111");
}

/** A label (English / Kiswahili) and its value on one line, wrapping the value under itself. */
function row(doc: InstanceType<typeof PDFDocument>, english: string, kiswahili: string, value: string): void {
  const labelWidth = 200;
  const y = doc.y;
  const width = doc.page.width - MARGIN * 2;
  doc.font("bold").fontSize(9).fillColor("#374151").text(english, MARGIN, y, { width: labelWidth });
  doc.font("body").fontSize(8).fillColor("#6b7280").text(kiswahili, MARGIN, doc.y, { width: labelWidth });
  const labelBottom = doc.y;
  doc.font("body").fontSize(10).fillColor("#111111").text(value || "—", MARGIN + labelWidth + 10, y, { width: width - labelWidth - 10 });
  doc.y = Math.max(doc.y, labelBottom) + 4;
  doc.x = MARGIN;
}

function paragraph(doc: InstanceType<typeof PDFDocument>, text: string, size = 9): void {
  doc.font("body").fontSize(size).fillColor("#111111").text(text, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
  doc.moveDown(0.3);
}

function money(amount: number, symbol: string): string {
  return formatMoney(amount, symbol);
}

export class ContractPdfService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly contracts: ContractService,
    private readonly pay: PayService,
  ) {}

  private get symbol(): string {
    return this.deps.config.currencySymbol;
  }

  /** The contract as a PDF for its two parties (401 visitors, 403 anyone else), from the moment it is offered. */
  async contract(viewer: Viewer | undefined, rawId: unknown): Promise<{ data: Buffer; filename: string }> {
    const contract = await this.contracts.get(viewer, rawId);
    const history = await this.contracts.history(contract.id);
    const symbol = this.symbol;
    const employer = displayName(contract.employer.user);
    const worker = displayName(contract.houseManager.user);
    const status = statusOf(contract);
    const [english, kiswahili] = INTERVALS[contract.paymentDay] ?? ["", ""];
    const firstMonth = monthsOf(contract)[0]!;
    const sample = await this.pay.payslipOf(contract, firstMonth, []).catch(() => null);
    const minimum = minimumWageFor(contract.placeOfWork, isoDay(contract.startDate));

    const doc = newDocument(`Contract of Employment ${contract.id}`);
    doc.font("bold").fontSize(18).fillColor("#14532d").text("Contract of Employment");
    doc.font("bold").fontSize(16).text("Mkataba wa Ajira");
    doc.font("body").fontSize(9).fillColor("#374151").text(`MaidMatch contract no. ${contract.id} · offered ${isoDay(contract.createdAt)} · status ${status} / ${STATUS_SW[status] ?? status}`);

    heading(doc, "The parties", "Wahusika");
    row(doc, "Employer", "Mwajiri", `${employer}${contract.employer.city ? `, ${contract.employer.city}` : ""}`);
    row(doc, "House manager (employee)", "Mfanyakazi wa nyumbani", `${worker}${contract.houseManager.city ? `, ${contract.houseManager.city}` : ""}`);

    heading(doc, "Particulars of employment", "Maelezo ya ajira");
    row(doc, "Start date", "Tarehe ya kuanza", isoDay(contract.startDate));
    row(doc, "End date", "Tarehe ya kumaliza", isoDay(contract.endDate));
    for (const name of PARTICULAR_NAMES) {
      const [english, kiswahili] = PARTICULARS[name].pdf;
      row(doc, english, kiswahili, PARTICULAR_WORDING[name]?.(contract) ?? plainValue(contract[name]));
    }
    row(doc, "Sick leave", "Likizo ya ugonjwa", "After two months: 7 days on full pay, then 7 on half pay, per 12 months (s.30) / Baada ya miezi miwili: siku 7 kwa mshahara kamili, kisha 7 kwa nusu mshahara");
    row(doc, "Renewable", "Inaweza kuongezwa", yesNo(contract.isRenewable));

    heading(doc, "Pay", "Mshahara");
    row(doc, "Pay and interval", "Kiasi na kipindi cha malipo", `${money(Number(contract.paymentAmount), symbol)} ${english} (${contract.paymentDay}) / ${kiswahili}`);
    row(doc, "Monthly equivalent", "Sawa na kwa mwezi", money(grossOf(contract), symbol));
    if (minimum) {
      row(doc, "Statutory minimum", "Kima cha chini cha mshahara", `${money(minimum.monthly, symbol)} a month for ${minimum.place} (${minimum.order.name}, from ${minimum.order.effective})`);
    }
    if (sample) {
      row(doc, "Statutory deductions", "Makato ya kisheria", [
        `NSSF ${money(sample.nssf_employee, symbol)} (employee) + ${money(sample.nssf_employer, symbol)} (employer)`,
        `SHIF ${money(sample.shif, symbol)}`,
        `Housing levy / Ushuru wa nyumba ${money(sample.housing_levy_employee, symbol)} + ${money(sample.housing_levy_employer, symbol)}`,
        `PAYE ${money(sample.paye, symbol)}`,
        `Net pay / Mshahara halisi ${money(sample.net_pay, symbol)} a month (${firstMonth} rates)`,
      ].join("\n"));
      row(doc, "Paid by", "Hulipwa na", "The employer registers with NSSF, SHA and KRA and remits by the 9th of the following month / Mwajiri hulipa kabla ya tarehe 9 ya mwezi unaofuata");
    }

    heading(doc, "Terms", "Masharti");
    paragraph(doc, contract.terms, 10);
    if (contract.contractDocument) paragraph(doc, "The document uploaded with the offer is attached to this contract. / Hati iliyopakiwa pamoja na ofa ni sehemu ya mkataba huu.");

    heading(doc, "The law", "Sheria");
    paragraph(
      doc,
      `This contract follows the ${EMPLOYMENT_ACT.name} of Kenya: written particulars (s.9-10), one rest day in seven (s.27), at least 21 days' annual leave (s.28), maternity leave of three months and paternity leave of two weeks (s.29), sick leave (s.30), housing (s.31), notice (s.35) and probation of at most six months (s.42). Where this contract gives less than the law, the law applies.`,
    );
    paragraph(
      doc,
      "Mkataba huu unafuata Sheria ya Ajira ya mwaka 2007 (Sura ya 226) ya Kenya: maelezo ya maandishi (k.9-10), siku moja ya mapumziko katika kila siku saba (k.27), likizo ya mwaka ya angalau siku 21 (k.28), likizo ya uzazi (k.29), likizo ya ugonjwa (k.30), makazi (k.31), notisi (k.35) na muda wa majaribio usiozidi miezi sita (k.42). Pale mkataba huu unapotoa chini ya sheria, sheria ndiyo inayotumika.",
    );

    heading(doc, "Acceptance record", "Kumbukumbu ya kukubali");
    const accepted = history.find((change) => change.status === "Accepted");
    paragraph(
      doc,
      accepted
        ? `Accepted by ${accepted.actorName || worker} on ${accepted.createdAt.toISOString().replace("T", " ").slice(0, 16)} UTC through MaidMatch. / Umekubaliwa na ${accepted.actorName || worker} tarehe ${isoDay(accepted.createdAt)}.`
        : "Not yet accepted by the house manager. / Bado haujakubaliwa na mfanyakazi.",
      10,
    );
    for (const change of history) {
      paragraph(doc, `${change.createdAt.toISOString().slice(0, 10)}  ${change.status}${change.actorName ? ` — ${change.actorName}` : ""}${change.note ? ` (${change.note})` : ""}`, 8);
    }
    if (contract.terminationDate) {
      paragraph(doc, `Termination date / Tarehe ya kusitisha: ${isoDay(contract.terminationDate)}${contract.terminationReason ? ` — ${contract.terminationReason}` : ""}`);
    }

    doc.moveDown(1.5);
    const y = doc.y;
    doc.font("body").fontSize(9).fillColor("#111111");
    doc.text("______________________________", MARGIN, y).text(`${employer} — Employer / Mwajiri`);
    doc.text("______________________________", 310, y).text(`${worker} — Employee / Mfanyakazi`, 310);
    return { data: await toBuffer(doc), filename: `contract-${contract.id}.pdf` };
  }

  /** A month's payslip as a PDF for the two parties. */
  async payslip(viewer: Viewer | undefined, rawContractId: unknown, month: unknown): Promise<{ data: Buffer; filename: string }> {
    const { contract, payslip } = await this.pay.payslip(viewer, rawContractId, month);
    return { data: await renderPayslip(contract, payslip, this.symbol), filename: `payslip-${contract.id}-${payslip.month}.pdf` };
  }
}

export function renderPayslip(contract: ContractWithParties, payslip: Payslip, symbol: string): Promise<Buffer> {
  const doc = newDocument(`Payslip ${payslip.month}`);
  doc.font("bold").fontSize(18).fillColor("#14532d").text(`Payslip / Hati ya malipo — ${payslip.month}`);
  doc.font("body").fontSize(9).fillColor("#374151").text(`MaidMatch contract no. ${contract.id}`);
  heading(doc, "Employment", "Ajira");
  row(doc, "Employer", "Mwajiri", displayName(contract.employer.user));
  row(doc, "Employee", "Mfanyakazi", `${displayName(contract.houseManager.user)} — ${contract.jobTitle}`);
  row(doc, "Place of work", "Mahali pa kazi", contract.placeOfWork);
  heading(doc, "Earnings and deductions", "Mapato na makato");
  row(doc, "Gross pay", "Mshahara ghafi", money(payslip.gross, symbol));
  row(doc, "NSSF (employee)", "NSSF (mfanyakazi)", money(payslip.nssf_employee, symbol));
  row(doc, "SHIF", "SHIF (bima ya afya)", money(payslip.shif, symbol));
  row(doc, "Housing levy (employee)", "Ushuru wa nyumba (mfanyakazi)", money(payslip.housing_levy_employee, symbol));
  row(doc, "Taxable pay", "Mapato yanayotozwa kodi", money(payslip.taxable_pay, symbol));
  row(doc, "PAYE (after relief)", "Kodi ya mapato (PAYE)", money(payslip.paye, symbol));
  row(doc, "Net pay", "Mshahara halisi", money(payslip.net_pay, symbol));
  heading(doc, "Employer's contributions", "Michango ya mwajiri");
  row(doc, "NSSF (employer)", "NSSF (mwajiri)", money(payslip.nssf_employer, symbol));
  row(doc, "Housing levy (employer)", "Ushuru wa nyumba (mwajiri)", money(payslip.housing_levy_employer, symbol));
  row(doc, "Employer's cost", "Gharama ya mwajiri", money(payslip.employer_cost, symbol));
  heading(doc, "Remittances", "Malipo kwa mamlaka");
  for (const remittance of payslip.remittances) row(doc, remittance.to, `by / kabla ya ${remittance.due_by}`, money(remittance.amount, symbol));
  heading(doc, "Payments", "Malipo");
  if (payslip.payments.length === 0) paragraph(doc, "No payment recorded yet. / Hakuna malipo yaliyorekodiwa bado.", 10);
  for (const payment of payslip.payments) {
    row(doc, payment.method === "mpesa" ? "M-Pesa" : payment.method === "bank" ? "Bank / Benki" : "Cash / Taslimu", isoDay(payment.createdAt), `${money(Number(payment.amount), symbol)}${payment.reference ? ` — ${payment.reference}` : ""}`);
  }
  paragraph(doc, payslip.paid ? "Paid in full. / Imelipwa kikamilifu." : "Not yet paid in full. / Bado haijalipwa kikamilifu.", 10);
  paragraph(doc, `Statutory rates in force in ${payslip.month}: NSSF, SHIF, the Affordable Housing Levy and PAYE. Made under the ${EMPLOYMENT_ACT.name}.`, 8);
  return toBuffer(doc);
}
