// A screen whose data fails to load says why in a few words of the language on screen, never the client library's
// English ("Response not successful: Received status code 500"), and offers Try again.
import { fireEvent, render, screen } from "@testing-library/react";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../client/src/i18n";
import { LoadFailed } from "../../client/src/shared/PageLoadError";

const serverError = (status: number) => new ServerError(`Response not successful: Received status code ${status}`, { response: new Response("oops", { status }), bodyText: "oops" });

describe("a load that failed", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("gives the HTTP status or the lost connection in English, and retries", () => {
    const retry = vi.fn();
    const { rerender } = render(<LoadFailed message="The jobs could not be loaded." error={serverError(500)} onRetry={retry} />);
    expect(screen.getByRole("alert").textContent).toBe("The jobs could not be loaded. (the server answered 500) Try again");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<LoadFailed message="The jobs could not be loaded." error={new TypeError("Failed to fetch")} onRetry={retry} />);
    expect(screen.getByRole("alert").textContent).toBe("The jobs could not be loaded. (no connection to MaidMatch) Try again");
  });

  it("says it in Kiswahili on a Kiswahili screen, with the server's own message when it sent one", async () => {
    await i18n.changeLanguage("sw");
    const { rerender } = render(<LoadFailed message="Kazi hazikuweza kupakiwa." error={serverError(500)} onRetry={() => undefined} />);
    expect(screen.getByRole("alert").textContent).toBe("Kazi hazikuweza kupakiwa. (seva ilijibu 500) Jaribu tena");
    expect(screen.getByRole("alert").textContent).not.toContain("Response not successful");
    const refused = new CombinedGraphQLErrors({ errors: [{ message: "Too many requests. Please wait a minute and try again.", extensions: { code: "RATE_LIMITED" } }] });
    rerender(<LoadFailed message="Kazi hazikuweza kupakiwa." error={refused} onRetry={() => undefined} />);
    expect(screen.getByRole("alert").textContent).not.toContain("Too many requests");
  });
});
