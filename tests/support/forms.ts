// Multipart form builders and the tiny upload files shared by the server and security tests.

/** A 1x1 PNG and a minimal PDF. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

/** A text field, a file (data, file name and optional MIME type), or undefined to leave the field out. */
export type FormValue = string | { data: Buffer; name: string; type?: string } | undefined;

/** A multipart form with `values` in order; fields whose value is undefined are left out. */
export function formData(values: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? "application/octet-stream" }), value.name);
  }
  return form;
}

/** The REST contract form of docs/product.md ("Fields") with sensible values; override any field. */
export function contractFields(employerProfileId: number, houseManagerProfileId: number, overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    house_manager: String(houseManagerProfileId),
    employer: String(employerProfileId),
    terms: "Cooking, cleaning and school runs; Sundays off.",
    start_date: "2026-03-01",
    end_date: "2027-02-28",
    payment_day: "Monthly",
    payment_amount: "15000",
    is_renewable: "true",
    days_per_month: "26",
    contract_document: { data: PDF, name: "contract.pdf", type: "application/pdf" },
    ...overrides,
  };
}
