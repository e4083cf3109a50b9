// The house manager page's contract block and Create Contract overlay: the block's texts (docs/product.md), who sees the button, the
// client checks (docs/product.md "Validation and texts"), the server's errors ("States"), and the block updating after an offer.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import { ContractBlock } from "../../client/src/features/contracts/ContractBlock";
import { CreateContractButton } from "../../client/src/features/contracts/CreateContractButton";
import { validateContract, type ContractFormValues } from "../../client/src/features/contracts/CreateContractForm";
import { ContractBlockDocument, CreateContractDocument } from "../../client/src/gql/graphql";
import { i18n } from "../../client/src/i18n";
import { renderWith, storeSession, viewerMock } from "./render";

const wanjiku = { id: "4", firstName: "Wanjiku", userId: "11", name: "Wanjiku Kamau" };

function summary(id: string, status: "Pending" | "Accepted" | "Declined", employerName = "Brian Otieno", endDate = "2026-12-31") {
  return { __typename: "ContractSummary", id, status, employerName, endDate };
}

function blockMock(contracts: ReturnType<typeof summary>[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: ContractBlockDocument, variables: { houseManagerId: "4" } },
    delay,
    result: { data: { houseManager: { __typename: "HouseManager", id: "4", contracts } } },
  };
}

function Page() {
  return (
    <>
      <ContractBlock houseManager={wanjiku} />
      <CreateContractButton houseManager={wanjiku} />
    </>
  );
}

const filled: ContractFormValues = {
  terms: "Cooking, cleaning and school runs. Sundays off.",
  startDate: "2026-04-01",
  endDate: "2027-03-31",
  paymentDay: "Monthly",
  paymentAmount: "18000",
  isRenewable: true,
  daysPerMonth: "26",
  terminationDate: "",
  terminationReason: "",
};

async function openForm() {
  fireEvent.click(await screen.findByRole("button", { name: "Create Contract" }));
  return screen.findByRole("dialog", { name: "Create a contract with Wanjiku Kamau" });
}

function fillForm(dialog: HTMLElement, values: Partial<ContractFormValues> = {}) {
  const v = { ...filled, ...values };
  const set = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  set("Terms", v.terms);
  set("Start Date", v.startDate);
  set("End Date", v.endDate);
  set("Payment Day", v.paymentDay);
  set("Payment Amount", v.paymentAmount);
  set("Days To Work Per Month", v.daysPerMonth);
  if (v.isRenewable) fireEvent.click(within(dialog).getByLabelText("Renewable"));
  set("Termination Date", v.terminationDate);
  set("Termination Reason", v.terminationReason);
}

describe("contract block", () => {
  it.each([
    ["Pending", "Wanjiku has Pending Contract for Brian Otieno"],
    ["Declined", "Wanjiku has Declined Contract for Brian Otieno"],
    ["Accepted", "Contract with Brian Otieno — expires 31 Dec 2026 — Status: Active"],
  ] as const)("reads a %s contract as the product says", async (status, text) => {
    renderWith(<ContractBlock houseManager={wanjiku} />, [blockMock([summary("1", status)])]);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText("No contract available")).toBeNull();
  });

  it("lists every contract, newest first as the server sends them", async () => {
    renderWith(<ContractBlock houseManager={wanjiku} />, [blockMock([summary("2", "Pending", "Grace School"), summary("1", "Accepted")])]);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "PendingWanjiku has Pending Contract for Grace School",
      "ActiveContract with Brian Otieno — expires 31 Dec 2026 — Status: Active",
    ]);
  });

  it("says 'No contract available' with the Create Contract button when there are none", async () => {
    renderWith(<Page />, [blockMock([])]);
    expect(await screen.findByText("No contract available")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Contract" })).toBeTruthy();
  });

  it("shows a loading line first", async () => {
    renderWith(<ContractBlock houseManager={wanjiku} />, [blockMock([], 50)]);
    expect(screen.getByText(/Loading contracts/)).toBeTruthy();
    expect(await screen.findByText("No contract available")).toBeTruthy();
  });
});

describe("Create Contract button", () => {
  it("asks visitors to log in instead of opening the form", async () => {
    renderWith(<Page />, [blockMock([])]);
    fireEvent.click(await screen.findByRole("button", { name: "Create Contract" }));
    expect(await screen.findByText("Please log in to create a contract")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is hidden from house managers", async () => {
    storeSession();
    renderWith(<Page />, [blockMock([]), viewerMock("house_manager")]);
    expect(await screen.findByText("No contract available")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole("button", { name: "Create Contract" })).toBeNull();
  });

  it.each(["employer", "school"] as const)("is shown to a logged-in %s and opens the form with every field", async (userType) => {
    storeSession();
    renderWith(<Page />, [blockMock([]), viewerMock(userType)]);
    const dialog = await openForm();
    for (const label of ["Terms", "Start Date", "End Date", "Payment Day", "Payment Amount", "Renewable", "Days To Work Per Month", "Termination Date", "Termination Reason", "Contract Document"]) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    const options = within(within(dialog).getByLabelText("Payment Day")).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Daily", "Monthly", "Yearly"]);
    expect(within(dialog).getByLabelText("Contract Document").getAttribute("accept")).toContain("application/pdf");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("create-contract form", () => {
  it("validates the offer as docs/product.md and docs/decisions/0004-contracts.md say", () => {
    expect(validateContract(filled, null, false)?.message).toBe("Please log in to create a contract");
    expect(validateContract(filled, null, true)).toBeNull();
    expect(validateContract({ ...filled, endDate: "2026-04-01" }, null, true)?.message).toBe("End date should be after start date");
    expect(validateContract({ ...filled, endDate: "2026-03-01" }, null, true)?.message).toBe("End date should be after start date");
    expect(validateContract({ ...filled, paymentAmount: "0" }, null, true)?.message).toBe("Payment amount must be greater than 0");
    expect(validateContract({ ...filled, daysPerMonth: "32" }, null, true)?.message).toBe("Days to work per month must be between 1 and 31");
    expect(validateContract({ ...filled, terms: "  " }, null, true)?.field).toBe("terms");
    const big = new File(["x"], "contract.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 5_242_881 });
    expect(validateContract(filled, big, true)?.message).toBe("Contract document size should be less than 5MB");
    const exact = new File(["x"], "contract.pdf", { type: "application/pdf" });
    Object.defineProperty(exact, "size", { value: 5_242_880 });
    expect(validateContract(filled, exact, true)).toBeNull();
    expect(validateContract(filled, new File(["x"], "c.docx", { type: "application/msword" }), true)?.message).toBe("Contract document must be a PDF, PNG or JPEG file");
  });

  it("asks for the empty fields in the language on screen", async () => {
    await i18n.changeLanguage("sw");
    expect(validateContract({ ...filled, terms: "  " }, null, true)?.message).toBe("Tafadhali andika masharti");
    expect(validateContract({ ...filled, startDate: "" }, null, true)?.message).toBe("Tafadhali chagua tarehe ya kuanza");
    expect(validateContract({ ...filled, endDate: "" }, null, true)?.message).toBe("Tafadhali chagua tarehe ya mwisho");
  });

  it("shows the date and document messages and sends nothing", async () => {
    storeSession();
    const result = vi.fn(() => ({ data: null }));
    renderWith(<Page />, [blockMock([]), viewerMock("employer"), { request: { query: CreateContractDocument, variables: () => true }, result }]);
    const dialog = await openForm();
    fillForm(dialog, { endDate: "2026-03-01" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
    expect(await within(dialog).findByText("End date should be after start date")).toBeTruthy();
    expect(within(dialog).getByLabelText("End Date").getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(within(dialog).getByLabelText("End Date"), { target: { value: "2027-03-31" } });
    const big = new File(["x"], "contract.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 6_000_000 });
    fireEvent.change(within(dialog).getByLabelText("Contract Document"), { target: { files: [big] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
    expect(await within(dialog).findByText("Contract document size should be less than 5MB")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();
  });

  it("shows the server's error message when the server refuses", async () => {
    storeSession();
    renderWith(<Page />, [
      blockMock([]),
      viewerMock("employer"),
      {
        request: { query: CreateContractDocument, variables: () => true },
        result: { errors: [{ message: "Termination date cannot be before the start date", extensions: { code: "BAD_USER_INPUT" } }] },
      },
    ]);
    const dialog = await openForm();
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
    expect(await within(dialog).findByText("Termination date cannot be before the start date")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("says 'An error occured' for a server failure without a message, and the network text with no answer", async () => {
    storeSession();
    renderWith(<Page />, [
      blockMock([]),
      viewerMock("employer"),
      { request: { query: CreateContractDocument, variables: () => true }, result: { errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] } },
      { request: { query: CreateContractDocument, variables: () => true }, error: new TypeError("Failed to fetch") },
    ]);
    const dialog = await openForm();
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
    expect(await within(dialog).findByText("An error occured")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
    expect(await within(dialog).findByText("An error occured while creating the contract")).toBeTruthy();
  });

  it("sends the offer as the viewer's employer profile, shows the server's message, closes, and updates the block", async () => {
    storeSession();
    const document = new File(["%PDF-1.7"], "contract.pdf", { type: "application/pdf" });
    let sent: Record<string, unknown> | undefined;
    renderWith(<Page />, [
      blockMock([]),
      viewerMock("employer", "9"),
      {
        request: {
          query: CreateContractDocument,
          variables: (variables) => {
            sent = variables["input"] as Record<string, unknown>;
            return true;
          },
        },
        result: {
          data: {
            createContract: {
              __typename: "CreateContractPayload",
              message: "Contract created successfully",
              contract: { __typename: "Contract", id: "31", status: "Pending", employerName: "Brian Otieno", endDate: "2027-03-31" },
            },
          },
        },
      },
    ]);
    expect(await screen.findByText("No contract available")).toBeTruthy();
    const dialog = await openForm();
    fillForm(dialog, { terminationReason: "  " });
    fireEvent.change(within(dialog).getByLabelText("Contract Document"), { target: { files: [document] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
    expect(await screen.findByText("Contract created successfully")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Wanjiku has Pending Contract for Brian Otieno")).toBeTruthy();
    expect(screen.queryByText("No contract available")).toBeNull();
    expect(sent).toEqual({
      houseManagerId: "4",
      terms: filled.terms,
      startDate: "2026-04-01",
      endDate: "2027-03-31",
      paymentDay: "Monthly",
      paymentAmount: 18000,
      isRenewable: true,
      daysPerMonth: 26,
      terminationDate: null,
      terminationReason: null,
      contractDocument: document,
    });
  });
});
