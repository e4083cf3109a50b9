// Shared formatting and API helpers.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { apiUrl } from "../../client/src/shared/api";
import { formatDate, formatDateTime, formatMoney, formatRating, formatRatingOutOf5, formatYears } from "../../client/src/shared/format";

describe("format", () => {
  it("shows ratings to one decimal", () => {
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(5)).toBe("5.0");
    expect(formatRating(null)).toBe("0.0");
    expect(formatRatingOutOf5(4.5)).toBe("4.5 / 5.0");
  });

  it("shows dates in Nairobi time", () => {
    // 22:30 UTC is 01:30 the next day in Nairobi (UTC+3).
    expect(formatDate("2026-03-05T22:30:00Z")).toBe("6 Mar 2026");
    expect(formatDateTime("2026-03-05T22:30:00Z")).toBe("6 Mar 2026, 01:30");
    expect(formatDate("2026-12-31")).toBe("31 Dec 2026");
    expect(formatDate("not a date")).toBe("");
  });

  it("shows money with the configured symbol", () => {
    expect(formatMoney(15000)).toBe("KSh 15,000");
    expect(formatMoney(99.5)).toBe("KSh 99.50");
    expect(formatMoney(1500.25)).toBe("KSh 1,500.25");
    expect(formatMoney(1500.25, "$")).toBe("$1,500.25");
    expect(formatMoney(1500.001)).toBe("KSh 1,500");
    expect(formatMoney(undefined)).toBe("");
  });

  it("groups whole amounts exactly as Intl's en-US format does (it skips making one for them)", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    expect(formatMoney(0)).toBe("KSh 0");
    expect(formatMoney(-0)).toBe(`KSh ${intl.format(-0)}`);
    expect(formatMoney(-1250)).toBe("KSh -1,250");
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe(`KSh ${intl.format(Number.MAX_SAFE_INTEGER)}`);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.maxSafeInteger(), fc.maxSafeNat()), (amount) => {
        expect(formatMoney(amount, "$")).toBe(`$${intl.format(amount)}`);
      }),
    );
  });

  it("says year or years", () => {
    expect(formatYears(1)).toBe("1 year");
    expect(formatYears(7)).toBe("7 years");
  });

  it("prefixes stored paths with the API origin and leaves full URLs alone", () => {
    expect(apiUrl("/media/a.jpg")).toBe("/media/a.jpg");
    expect(apiUrl("media/a.jpg")).toBe("/media/a.jpg");
    expect(apiUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(apiUrl(null)).toBe("");
  });
});
