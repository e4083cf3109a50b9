// A lazily loaded dialog whose code fails to arrive (a phone's connection drops): the page stays, says so in place,
// and Try again fetches the code afresh.
import { fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../client/src/i18n";
import { LoadBoundary, useRetryableLazy } from "../../client/src/shared/LoadBoundary";

function Dialog() {
  return <p>The form</p>;
}

function Page({ load }: { load: () => Promise<{ default: typeof Dialog }> }) {
  const [Lazy, retry] = useRetryableLazy(load);
  return (
    <main>
      <h1>Wanjiku Kamau</h1>
      <LoadBoundary onRetry={retry}>
        <Suspense fallback={<p>Opening...</p>}>
          <Lazy />
        </Suspense>
      </LoadBoundary>
    </main>
  );
}

describe("a lazily loaded part that fails to load", () => {
  it("keeps the page, says so in the language on screen, and loads on Try again", async () => {
    await i18n.changeLanguage("sw");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Dialog }>>().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ default: Dialog });
    render(<Page load={load} />);
    expect(await screen.findByText(/Imeshindikana kufungua hiki/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Wanjiku Kamau" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Jaribu tena" }));
    expect(await screen.findByText("The form")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("can say it inside a frame of the caller's, such as the dialog that was opening", async () => {
    await i18n.changeLanguage("en");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function FramedPage() {
      const [Lazy, retry] = useRetryableLazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
      return (
        <LoadBoundary onRetry={retry} fallback={(failed) => <section aria-label="Contract details">{failed}</section>}>
          <Suspense fallback={<p>Opening...</p>}>
            <Lazy />
          </Suspense>
        </LoadBoundary>
      );
    }
    render(<FramedPage />);
    const frame = await screen.findByRole("region", { name: "Contract details" });
    expect(frame.querySelector("button")?.textContent).toBe("Try again");
  });
});
