// /contact: the form to the MaidMatch team, the contact details, and the messages of docs/product.md ("Contact").
import { fireEvent, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import { ContactMaidMatchDocument } from "../../client/src/gql/graphql";
import { renderApp } from "./render";

const values = { name: "Amina Otieno", email: "amina@example.com", message: "Do you vet house managers?" };

function contactMock(outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse {
  return { request: { query: ContactMaidMatchDocument, variables: values }, ...outcome };
}

async function fillAndSend(overrides: Partial<typeof values> = {}) {
  const form = (await screen.findByRole("button", { name: "Send Message" })).closest("form")!;
  const v = { ...values, ...overrides };
  fireEvent.change(within(form).getByLabelText("Name"), { target: { value: v.name } });
  fireEvent.change(within(form).getByLabelText("Email"), { target: { value: v.email } });
  fireEvent.change(within(form).getByLabelText("Message"), { target: { value: v.message } });
  fireEvent.click(within(form).getByRole("button", { name: "Send Message" }));
  return form;
}

describe("contact page", () => {
  it("shows the form and the contact details", async () => {
    renderApp("/contact");
    expect(await screen.findByRole("heading", { name: "Contact us", level: 1 })).toBeTruthy();
    const details = screen.getByRole("complementary", { name: "Get in touch" });
    expect(within(details).getByRole("link", { name: /\+254 712 345 678/ }).getAttribute("href")).toBe("tel:+254712345678");
    expect(within(details).getByRole("link", { name: /hello@maidmatch\.co\.ke/ }).getAttribute("href")).toBe("mailto:hello@maidmatch.co.ke");
  });

  it("says 'Please fill out all fields.' when any field is blank, and sends nothing", async () => {
    const result = vi.fn(() => ({ data: { contactMaidMatch: { __typename: "ActionResult", success: true, message: "ok" } } }));
    renderApp("/contact", [{ request: { query: ContactMaidMatchDocument, variables: () => true }, result }]);
    await fillAndSend({ email: "   " });
    expect(await screen.findByText("Please fill out all fields.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();
  });

  it("thanks the sender and clears the form", async () => {
    renderApp("/contact", [
      contactMock({ result: { data: { contactMaidMatch: { __typename: "ActionResult", success: true, message: "Thank you for contacting us! We'll get back to you soon." } } } }),
    ]);
    const form = await fillAndSend({ name: "  Amina Otieno " });
    expect(await screen.findByText("Thank you for contacting us! We'll get back to you soon.")).toBeTruthy();
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((within(form).getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's error", async () => {
    renderApp("/contact", [contactMock({ result: { errors: [{ message: "Please enter a valid email address.", extensions: { code: "BAD_USER_INPUT" } }] } })]);
    await fillAndSend();
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
  });

  it.each([
    ["the network fails", { error: new TypeError("Failed to fetch") }],
    ["the server fails without saying why", { result: { errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] } }],
  ] as const)("says 'Something went wrong. Please try again.' when %s", async (_name, outcome) => {
    renderApp("/contact", [contactMock(outcome as Pick<MockLink.MockedResponse, "result" | "error">)]);
    const form = await fillAndSend();
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Amina Otieno");
  });
});
