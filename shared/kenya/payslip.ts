// A month's payslip from gross pay: NSSF, SHIF, the housing levy and PAYE with the rates in force that month
// (law.ts), what the worker takes home, what the employer pays in all, and what is remitted to whom by the 9th.
import { roundCents } from "../money.js";
import { HOUSING_LEVY_RATES, inForce, NSSF_PAY_TO, NSSF_RATES, PAYE_PAY_TO, PAYE_RATES, REMITTANCE_DAY, SHIF_RATES, type IsoDate } from "./law.js";

export interface Remittance {
  to: string;
  amount: number;
  /** YYYY-MM-DD. */
  due_by: IsoDate;
}

export interface PayslipFigures {
  month: string;
  gross: number;
  nssf_employee: number;
  nssf_employer: number;
  shif: number;
  housing_levy_employee: number;
  housing_levy_employer: number;
  taxable_pay: number;
  paye: number;
  net_pay: number;
  employer_cost: number;
  remittances: Remittance[];
}

/** Thrown for a month before the oldest rates this module holds. */
export class RatesUnknownError extends Error {}

/** The last day of a month 'YYYY-MM': the payday the month's rates are read on. */
export function lastDayOf(month: string): IsoDate {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
}

function remittanceDay(month: string): IsoDate {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, REMITTANCE_DAY)).toISOString().slice(0, 10);
}

/** NSSF for one side: the rate on pay up to the upper limit (Tier I up to the lower limit, Tier II above it). */
export function nssfContribution(gross: number, day: IsoDate): number {
  const rates = inForce(NSSF_RATES, day);
  if (!rates) throw new RatesUnknownError(`NSSF rates before ${NSSF_RATES[0]!.effective} are not known`);
  const tierOne = Math.min(gross, rates.lowerLimit) * rates.rate;
  const tierTwo = Math.max(0, Math.min(gross, rates.upperLimit) - rates.lowerLimit) * rates.rate;
  return roundCents(tierOne + tierTwo);
}

export function shifContribution(gross: number, day: IsoDate): number {
  const rates = inForce(SHIF_RATES, day);
  if (!rates) throw new RatesUnknownError(`SHIF rates before ${SHIF_RATES[0]!.effective} are not known`);
  return roundCents(Math.max(rates.minimum, gross * rates.rate));
}

export function housingLevy(gross: number, day: IsoDate): number {
  const rates = inForce(HOUSING_LEVY_RATES, day);
  if (!rates) throw new RatesUnknownError(`Housing levy rates before ${HOUSING_LEVY_RATES[0]!.effective} are not known`);
  return roundCents(gross * rates.rate);
}

/** Tax on taxable pay by the monthly bands, less the personal relief, never below zero. */
export function payeOn(taxable: number, day: IsoDate): number {
  const rates = inForce(PAYE_RATES, day);
  if (!rates) throw new RatesUnknownError(`PAYE bands before ${PAYE_RATES[0]!.effective} are not known`);
  let tax = 0;
  let floor = 0;
  for (const band of rates.bands) {
    const top = band.upTo ?? Infinity;
    if (taxable > floor) tax += (Math.min(taxable, top) - floor) * band.rate;
    floor = top;
  }
  return roundCents(Math.max(0, roundCents(tax) - rates.personalRelief));
}

/** The payslip of a month ('YYYY-MM') for a gross monthly pay, with the rates in force on the month's last day. */
export function computePayslip(month: string, gross: number): PayslipFigures {
  const day = lastDayOf(month);
  const nssf = nssfContribution(gross, day);
  const shif = shifContribution(gross, day);
  const levy = housingLevy(gross, day);
  const paye = inForce(PAYE_RATES, day);
  if (!paye) throw new RatesUnknownError(`PAYE bands before ${PAYE_RATES[0]!.effective} are not known`);
  const taxable = roundCents(gross - nssf - (paye.deductShifAndLevy ? shif + levy : 0));
  const tax = payeOn(taxable, day);
  const net = roundCents(gross - nssf - shif - levy - tax);
  const due = remittanceDay(month);
  const levyRates = inForce(HOUSING_LEVY_RATES, day)!;
  const remittances: Remittance[] = [
    { to: NSSF_PAY_TO, amount: roundCents(nssf * 2), due_by: due },
    { to: inForce(SHIF_RATES, day)!.payTo, amount: shif, due_by: due },
    { to: levyRates.payTo, amount: roundCents(levy * 2), due_by: due },
    { to: PAYE_PAY_TO, amount: tax, due_by: due },
  ].filter((remittance) => remittance.amount > 0);
  return {
    month,
    gross: roundCents(gross),
    nssf_employee: nssf,
    nssf_employer: nssf,
    shif,
    housing_levy_employee: levy,
    housing_levy_employer: levy,
    taxable_pay: taxable,
    paye: tax,
    net_pay: net,
    employer_cost: roundCents(gross + nssf + levy),
    remittances,
  };
}
