// The minimum-wage guard and the payslip arithmetic, with every expected figure worked out by hand from the rates in
// docs/kenya-pay-law.md (no figure here is computed by the code under test).
import { describe, expect, it } from "vitest";
import { computePayslip, RatesUnknownError } from "../../shared/kenya/payslip";
import { checkMinimumWage, minimumWageFor, monthlyEquivalent, wageAreaOf } from "../../shared/kenya/wage";
import { checkContract, minimumNoticeDays, defaultPlaceOfWork } from "../../shared/contracts/rules";
import { formatMoney } from "../../shared/money";

const NAIROBI = "Payment is below the statutory minimum wage for Nairobi: KSh 16,113.75 a month (Regulation of Wages (General) (Amendment) Order 2024)";

describe("minimum wage by place of work", () => {
  it.each([
    ["Nairobi", "cities", "Nairobi", 16_113.75],
    ["nairobi ", "cities", "Nairobi", 16_113.75],
    ["Kilimani, Nairobi", "cities", "Nairobi", 16_113.75],
    ["Westlands", "cities", "Nairobi", 16_113.75],
    ["Mombasa", "cities", "Mombasa", 16_113.75],
    ["Kisumu", "cities", "Kisumu", 16_113.75],
    ["Nakuru", "cities", "Nakuru", 16_113.75],
    ["Eldoret", "cities", "Eldoret", 16_113.75],
    ["Thika", "municipalities", "Thika", 14_866],
    ["Ruiru", "municipalities", "Ruiru", 14_866],
    ["Limuru", "municipalities", "Limuru", 14_866],
    ["Athi River", "municipalities", "Athi River", 14_866],
    ["Nyeri", "municipalities", "Nyeri", 14_866],
    ["Kiserian", "other", "all other areas", 8_596],
    ["", "other", "all other areas", 8_596],
    ["all other areas", "other", "all other areas", 8_596],
  ])("%s is in %s (%s): KSh %d a month from November 2024", (town, area, place, monthly) => {
    expect(wageAreaOf(town)).toEqual({ area, place });
    expect(minimumWageFor(town, "2026-03-01")).toMatchObject({ area, place, monthly, order: { name: "Regulation of Wages (General) (Amendment) Order 2024", effective: "2024-11-01" } });
  });

  it("uses the order in force on the start date", () => {
    expect(minimumWageFor("Nairobi", "2024-10-31")?.monthly).toBe(15_201.65);
    expect(minimumWageFor("Nairobi", "2024-11-01")?.monthly).toBe(16_113.75);
    expect(minimumWageFor("Nairobi", "2022-04-30")).toBeNull();
  });
});

describe("monthly equivalent of a pay rate", () => {
  it("multiplies a daily rate by the days worked and divides a yearly one by twelve", () => {
    expect(monthlyEquivalent("Daily", 620, 26)).toBe(16_120);
    expect(monthlyEquivalent("Daily", 950.5, 22)).toBe(20_911);
    expect(monthlyEquivalent("Yearly", 193_365, 26)).toBe(16_113.75);
    expect(monthlyEquivalent("Yearly", 100_000, 26)).toBe(8_333.33);
    expect(monthlyEquivalent("Monthly", 18_000, 26)).toBe(18_000);
  });
});

describe("the minimum-wage guard", () => {
  const offer = (interval: "Daily" | "Monthly" | "Yearly", amount: number, placeOfWork: string, daysPerMonth = 26, from = "2026-03-01") =>
    checkMinimumWage({ interval, amount, daysPerMonth, placeOfWork, from });

  it("takes monthly pay at the minimum and refuses a cent less, naming the minimum, the area and the order", () => {
    expect(offer("Monthly", 16_113.75, "Nairobi")).toBeNull();
    expect(offer("Monthly", 16_113.74, "Nairobi")).toBe(NAIROBI);
    expect(offer("Monthly", 14_866, "Thika")).toBeNull();
    expect(offer("Monthly", 14_865.99, "Thika")).toBe("Payment is below the statutory minimum wage for Thika: KSh 14,866 a month (Regulation of Wages (General) (Amendment) Order 2024)");
    expect(offer("Monthly", 8_596, "Kiserian")).toBeNull();
    expect(offer("Monthly", 8_595, "Kiserian")).toBe("Payment is below the statutory minimum wage for all other areas: KSh 8,596 a month (Regulation of Wages (General) (Amendment) Order 2024)");
  });

  it("judges daily pay by the days worked in a month", () => {
    // 620 × 26 = 16,120 ≥ 16,113.75; 619 × 26 = 16,094 < 16,113.75.
    expect(offer("Daily", 620, "Nairobi", 26)).toBeNull();
    expect(offer("Daily", 619, "Nairobi", 26)).toBe(NAIROBI);
    // 500 × 20 = 10,000: enough in other areas, not in a city.
    expect(offer("Daily", 500, "Kiserian", 20)).toBeNull();
    expect(offer("Daily", 500, "Mombasa", 20)).toBe(NAIROBI.replace("Nairobi", "Mombasa"));
  });

  it("judges yearly pay by a twelfth", () => {
    // 193,365 ÷ 12 = 16,113.75; 193,000 ÷ 12 = 16,083.33.
    expect(offer("Yearly", 193_365, "Nairobi")).toBeNull();
    expect(offer("Yearly", 193_000, "Nairobi")).toBe(NAIROBI);
    expect(offer("Yearly", 90_000, "Kiserian")).toBe("Payment is below the statutory minimum wage for all other areas: KSh 8,596 a month (Regulation of Wages (General) (Amendment) Order 2024)");
  });

  it("applies the 2022 order to a contract starting before November 2024", () => {
    expect(offer("Monthly", 15_500, "Nairobi", 26, "2024-06-01")).toBeNull();
    expect(offer("Monthly", 15_500, "Nairobi", 26, "2024-11-01")).toBe(NAIROBI);
  });
});

describe("contract rules", () => {
  const base = { terms: "Cooking", startDate: "2026-03-01", endDate: "2027-02-28", paymentDay: "Monthly", paymentAmount: 18_000, daysPerMonth: 26, placeOfWork: "Nairobi" };

  it("accepts a lawful offer and refuses unlawful particulars with the section they break", () => {
    expect(checkContract(base)).toEqual([]);
    expect(checkContract({ ...base, annualLeaveDays: 20 })[0]?.message).toBe("Annual leave must be a whole number of days, at least 21 (Employment Act s.28)");
    expect(checkContract({ ...base, probationMonths: 7 })[0]?.message).toBe("Probation must be a whole number of months from 0 to 6 (Employment Act s.42)");
    expect(checkContract({ ...base, noticeDays: 27 })[0]?.message).toBe("Notice must be a whole number of days, at least 28 for monthly pay (Employment Act s.35)");
    expect(checkContract({ ...base, paymentDay: "Daily", paymentAmount: 1000, noticeDays: 0 })).toEqual([]);
    expect(checkContract({ ...base, restDay: "Never" })[0]?.field).toBe("restDay");
    expect(checkContract({ ...base, hoursPerDay: 13 })[0]?.message).toBe("Hours per day must be a whole number from 1 to 12");
    expect(checkContract({ ...base, daysPerMonth: 28 })[0]?.field).toBe("daysPerMonth");
    expect(checkContract({ ...base, paymentAmount: 16_000 })).toEqual([{ field: "paymentAmount", message: NAIROBI, rule: "minimumWage" }]);
  });

  it("gives the lawful defaults", () => {
    expect(minimumNoticeDays("Daily")).toBe(0);
    expect(minimumNoticeDays("Monthly")).toBe(28);
    expect(minimumNoticeDays("Yearly")).toBe(28);
    expect(defaultPlaceOfWork("Nairobi", "Thika")).toBe("Nairobi");
    expect(defaultPlaceOfWork("", "Thika")).toBe("Thika");
    expect(defaultPlaceOfWork("", "  ")).toBe("all other areas");
  });
});

describe("payslips", () => {
  it("works the example through: gross 20,000 in March 2026", () => {
    expect(computePayslip("2026-03", 20_000)).toEqual({
      month: "2026-03",
      gross: 20_000,
      nssf_employee: 1_200,
      nssf_employer: 1_200,
      shif: 550,
      housing_levy_employee: 300,
      housing_levy_employer: 300,
      taxable_pay: 17_950,
      paye: 0,
      net_pay: 17_950,
      employer_cost: 21_500,
      remittances: [
        { to: "NSSF", amount: 2_400, due_by: "2026-04-09" },
        { to: "SHA (SHIF, paybill 200222)", amount: 550, due_by: "2026-04-09" },
        { to: "KRA (housing levy, with the PAYE return; paybill 222222)", amount: 600, due_by: "2026-04-09" },
      ],
    });
  });

  it.each([
    // gross, NSSF each side, SHIF, levy each side, taxable, PAYE, net, employer's cost
    // 8,000: the NSSF lower limit, Tier I only (480); SHIF 2.75% = 220 → floor 300; tax 710 < relief.
    [8_000, 480, 300, 120, 7_100, 0, 7_100, 8_600],
    // 10,000: SHIF 275 → floor 300; NSSF 480 + 6% of 2,000.
    [10_000, 600, 300, 150, 8_950, 0, 8_950, 10_750],
    // 36,000: second band. Taxable 32,310: 2,400 + 25% of 8,310 = 4,477.50, less 2,400.
    [36_000, 2_160, 990, 540, 32_310, 2_077.5, 30_232.5, 38_700],
    // 72,000: the NSSF upper limit (480 + 3,840); third band: 2,400 + 2,083.25 + 30% of 32,287 = 14,169.35, less 2,400.
    [72_000, 4_320, 1_980, 1_080, 64_620, 11_769.35, 52_850.65, 77_400],
    // 100,000: NSSF capped at 4,320; 2,400 + 2,083.25 + 30% of 59,097 = 22,212.35, less 2,400.
    [100_000, 4_320, 2_750, 1_500, 91_430, 19_812.35, 71_617.65, 105_820],
    // 600,000: fourth band: 2,400 + 2,083.25 + 140,300.10 + 32.5% of 70,180 = 167,591.85, less 2,400.
    [600_000, 4_320, 16_500, 9_000, 570_180, 165_191.85, 404_988.15, 613_320],
    // 1,000,000: fifth band: 2,400 + 2,083.25 + 140,300.10 + 97,500 + 35% of 153,180 = 295,896.35, less 2,400.
    [1_000_000, 4_320, 27_500, 15_000, 953_180, 293_496.35, 659_683.65, 1_019_320],
  ])("gross %d", (gross, nssf, shif, levy, taxable, paye, net, cost) => {
    expect(computePayslip("2026-03", gross)).toMatchObject({
      gross,
      nssf_employee: nssf,
      nssf_employer: nssf,
      shif,
      housing_levy_employee: levy,
      housing_levy_employer: levy,
      taxable_pay: taxable,
      paye,
      net_pay: net,
      employer_cost: cost,
    });
  });

  it("uses the rates in force in the month", () => {
    // January 2025: NSSF limits 7,000 / 36,000 → 420 + 6% of 29,000 = 2,160. March 2025: 8,000 / 72,000 → 480 + 1,920.
    expect(computePayslip("2025-01", 40_000).nssf_employee).toBe(2_160);
    expect(computePayslip("2025-03", 40_000).nssf_employee).toBe(2_400);
    // November 2024: SHIF and the levy were not yet deductible before tax. Taxable 40,000 − 2,160 = 37,840:
    // 2,400 + 2,083.25 + 30% of 5,507 = 6,135.35, less 2,400 → 3,735.35.
    expect(computePayslip("2024-11", 40_000)).toMatchObject({ taxable_pay: 37_840, paye: 3_735.35, net_pay: 32_404.65 });
    // December 2024: the Tax Laws (Amendment) Act 2024 (27 December) applies: 40,000 − 2,160 − 1,100 − 600 = 36,140.
    expect(computePayslip("2024-12", 40_000).taxable_pay).toBe(36_140);
    expect(() => computePayslip("2024-09", 40_000)).toThrow(RatesUnknownError);
  });
});

describe("money display", () => {
  it("shows shillings by default and keeps another symbol's style", () => {
    expect(formatMoney(18_000)).toBe("KSh 18,000");
    expect(formatMoney(950.5)).toBe("KSh 950.50");
    expect(formatMoney(16_113.75)).toBe("KSh 16,113.75");
    expect(formatMoney(18_000, "$")).toBe("$18,000");
  });
});
