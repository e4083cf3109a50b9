// Money display shared by the client, the server's PDFs and the rule messages: Kenya shillings to the cent.

/** The symbol amounts are shown with unless a setting says otherwise. */
export const DEFAULT_CURRENCY_SYMBOL = "KSh";

// Built once, on first use: a formatter costs far more to make than to use (match reasons format thousands of amounts a
// request), and the first one a browser makes costs a phone tens of milliseconds (50-200 ms with a 4x slower CPU, one
// long task on a profile's first render). Whole amounts, most of what pages show, need none: their digits are grouped
// as en-US groups them (tests/client/format.test.ts checks the two agree).
let whole: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/** A whole amount with en-US thousands separators ('18,000', '-1,250'), without Intl. */
function groupThousands(amount: number): string {
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, ",");
  return amount < 0 ? `-${digits}` : digits;
}

/**
 * 'KSh 18,000', 'KSh 950.50'; with a one-character symbol such as '$' no space: '$18,000'. Whole amounts without
 * decimals, others with both cent digits. '' when the amount is missing.
 */
export function formatMoney(amount: number | null | undefined, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "";
  const cents = Math.round(amount * 100) % 100 !== 0;
  let text: string;
  if (Number.isSafeInteger(amount) && !Object.is(amount, -0)) text = groupThousands(amount);
  else if (cents) text = (withCents ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount);
  else text = (whole ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })).format(amount);
  // A word-like symbol (KSh, KES) reads as a separate word; a sign ($, €) sits against the figure.
  return /^[\p{L}]{2,}$/u.test(symbol) ? `${symbol} ${text}` : `${symbol}${text}`;
}

/** An amount rounded to the cent, computed in whole cents so 0.1 + 0.2 sums stay exact. */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The largest amount a money column (Decimal(12, 2)) holds: one limit for pay, salaries and payments. */
export const MAX_AMOUNT = 9_999_999_999.99;
