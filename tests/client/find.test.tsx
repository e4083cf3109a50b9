// /findhousegirl/: every house manager on opening, the filters sent as variables and kept in the URL, spinner, empty and error texts.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FindHouseManagersDocument } from "../../client/src/gql/graphql";
import { renderApp } from "./render";

function hm(id: string, name: string, rating: number, experience: number) {
  return {
    __typename: "HouseManagerEdge",
    node: { __typename: "HouseManager", id, name, image: `/media/hm/${id}.jpg`, imageThumb: `/media/hm/${id}-t.webp`, location: "Kilimani, Nairobi", rating, experience, availability: "Live-in", verified: false, verifications: [] },
  };
}

function findMock(filter: unknown, edges: ReturnType<typeof hm>[], opts: { after?: string | null; hasNextPage?: boolean; total?: number; delay?: number } = {}) {
  const { after = null, hasNextPage = false, total = edges.length, delay = 0 } = opts;
  return {
    request: { query: FindHouseManagersDocument, variables: { filter, first: 12, after } },
    delay,
    result: {
      data: {
        houseManagers: {
          __typename: "HouseManagerConnection",
          totalCount: total,
          edges,
          pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: edges.length ? `cursor-${edges.at(-1)!.node.id}` : null },
        },
      },
    },
  };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("find house girl page", () => {
  it("loads every house manager on opening, with a spinner first, and shows the cards", async () => {
    renderApp("/findhousegirl/", [findMock(null, [hm("1", "Wanjiku Kamau", 4.25, 6), hm("2", "Akinyi Odhiambo", 0, 1)], { delay: 30 })]);
    expect(await screen.findByText("Loading house managers...")).toBeTruthy();
    const card = (await screen.findByRole("heading", { name: "Wanjiku Kamau" })).closest("li")!;
    expect(within(card).getByText("Kilimani, Nairobi")).toBeTruthy();
    expect(within(card).getByText("4.3 / 5.0")).toBeTruthy();
    expect(within(card).getByText(/Experience: 6 years/)).toBeTruthy();
    expect(within(card).getByText(/Availability: Live-in/)).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Wanjiku Kamau" }).getAttribute("src")).toBe("/media/hm/1-t.webp");
    const view = within(card).getByRole("link", { name: /View Profile/ });
    expect(view.textContent).toBe("View Profile");
    expect(view.getAttribute("href")).toBe("/profile/house_manager/1");
    expect(screen.getByText("0.0 / 5.0")).toBeTruthy();
    expect(screen.getByText("Showing 2 of 2 house managers")).toBeTruthy();
  });

  it("sends the filters as variables, keeps them in the URL, and says when nothing matches", async () => {
    const filtered = vi.fn(() => findMock({ location: "Kisumu", minRating: 4, minExperience: 3 }, []).result);
    renderApp("/findhousegirl/", [
      findMock(null, [hm("1", "Wanjiku Kamau", 4.5, 6)]),
      { request: { query: FindHouseManagersDocument, variables: { filter: { location: "Kisumu", minRating: 4, minExperience: 3 }, first: 12, after: null } }, delay: 30, result: filtered },
    ]);
    await screen.findByRole("heading", { name: "Wanjiku Kamau" });
    const rating = screen.getByLabelText("Rating") as HTMLSelectElement;
    expect(Array.from(rating.options).map((o) => [o.value, o.textContent])).toEqual([
      ["", "Any rating"],
      ["5", "5 Stars"],
      ["4", "4 Stars & Up"],
      ["3", "3 Stars & Up"],
    ]);
    fill("Location", " Kisumu ");
    fill("Rating", "4");
    fill("Years of experience", "3");
    fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(await screen.findByText("Loading house managers...")).toBeTruthy();
    expect(await screen.findByText("No House Manager has been found")).toBeTruthy();
    expect(filtered).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("location").textContent).toBe("/findhousegirl/?location=Kisumu&rating=4&experience=3");
    expect((screen.getByLabelText("Location") as HTMLInputElement).value).toBe("Kisumu");
  });

  it("reads the filters from the URL on opening", async () => {
    renderApp("/findhousegirl/?rating=5&location=Nairobi", [findMock({ location: "Nairobi", minRating: 5 }, [hm("3", "Nduku Mutiso", 5, 9)])]);
    expect(await screen.findByRole("heading", { name: "Nduku Mutiso" })).toBeTruthy();
    expect((screen.getByLabelText("Rating") as HTMLSelectElement).value).toBe("5");
  });

  it("refuses years of experience that are not a whole number, without searching", async () => {
    const filtered = vi.fn(() => findMock({ minExperience: 2 }, []).result);
    renderApp("/findhousegirl/", [
      findMock(null, [hm("1", "Wanjiku Kamau", 4.5, 6)]),
      { request: { query: FindHouseManagersDocument, variables: (v: Record<string, unknown>) => v["filter"] !== null }, result: filtered },
    ]);
    await screen.findByRole("heading", { name: "Wanjiku Kamau" });
    for (const value of ["2.5", "two", "-1"]) {
      fill("Years of experience", value);
      fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
      expect(screen.getByRole("alert").textContent).toBe("Years of experience must be a whole number, such as 3.");
    }
    expect(screen.getByLabelText("Years of experience").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("location").textContent).toBe("/findhousegirl/");
    expect(filtered).not.toHaveBeenCalled();
  });

  it("reads skills, languages, availability, highest salary and nearness from the URL, with those filters unfolded", async () => {
    const filter = { skills: ["Cooking", "Childcare"], languages: ["Kikuyu"], availability: "Live-in", maxSalary: 20000, near: "Kasarani", radiusKm: 5 };
    renderApp("/findhousegirl/?skills=Cooking,Childcare&languages=Kikuyu&availability=Live-in&max_salary=20000&near=Kasarani&radius_km=5", [findMock(filter, [hm("4", "Wanjiku Kamau", 4.6, 6)])]);
    expect(await screen.findByRole("heading", { name: "Wanjiku Kamau" })).toBeTruthy();
    expect((screen.getByText("More filters").closest("details") as HTMLDetailsElement).open).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Cooking" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Childcare" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Laundry" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Languages") as HTMLInputElement).value).toBe("Kikuyu");
    expect((screen.getByLabelText("Live-in or live-out") as HTMLSelectElement).value).toBe("Live-in");
    expect((screen.getByLabelText("Highest monthly salary (KSh)") as HTMLInputElement).value).toBe("20000");
    expect((screen.getByLabelText("Near (town or area)") as HTMLInputElement).value).toBe("Kasarani");
    expect((screen.getByLabelText("Within") as HTMLSelectElement).value).toBe("5");
  });

  it("folds the further filters away until one is set, and sends them all in the URL's REST spelling", async () => {
    const filter = { skills: ["Cooking", "Childcare"], languages: ["Kikuyu", "Swahili"], availability: "Live-in", maxSalary: 20000, near: "Kasarani", radiusKm: 10 };
    const filtered = vi.fn(() => findMock(filter, [hm("4", "Wanjiku Kamau", 4.6, 6)]).result);
    renderApp("/findhousegirl/", [findMock(null, [hm("1", "Akinyi Odhiambo", 4.5, 6)]), { request: { query: FindHouseManagersDocument, variables: { filter, first: 12, after: null } }, result: filtered }]);
    await screen.findByRole("heading", { name: "Akinyi Odhiambo" });
    expect((screen.getByText("More filters").closest("details") as HTMLDetailsElement).open).toBe(false);
    fireEvent.click(screen.getByRole("checkbox", { name: "Cooking" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Childcare" }));
    fill("Languages", "Kikuyu,  swahili ");
    fill("Live-in or live-out", "Live-in");
    fill("Highest monthly salary (KSh)", "20,000");
    fill("Near (town or area)", "Kasarani");
    fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(await screen.findByRole("heading", { name: "Wanjiku Kamau" })).toBeTruthy();
    expect(filtered).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent(screen.getByTestId("location").textContent!)).toBe(
      "/findhousegirl/?skills=Cooking,Childcare&languages=Kikuyu,Swahili&availability=Live-in&max_salary=20000&near=Kasarani&radius_km=10",
    );
  });

  it("refuses a place it does not know and a salary that is not whole shillings, without searching", async () => {
    const filtered = vi.fn(() => findMock({ maxSalary: 1 }, []).result);
    renderApp("/findhousegirl/", [
      findMock(null, [hm("1", "Wanjiku Kamau", 4.5, 6)]),
      { request: { query: FindHouseManagersDocument, variables: (v: Record<string, unknown>) => v["filter"] !== null }, result: filtered },
    ]);
    await screen.findByRole("heading", { name: "Wanjiku Kamau" });
    fill("Highest monthly salary (KSh)", "20k");
    fill("Near (town or area)", "Atlantis");
    fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts).toEqual(["The highest salary must be a whole number of shillings, such as 20000.", 'We do not know where "Atlantis" is: give a town or an area, such as Kasarani or Nyali.']);
    expect(screen.getByLabelText("Near (town or area)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("location").textContent).toBe("/findhousegirl/");
    expect(filtered).not.toHaveBeenCalled();
  });

  it("loads more house managers with the next cursor", async () => {
    const first = Array.from({ length: 12 }, (_, i) => hm(String(i + 1), `Manager ${i + 1}`, 4, 3));
    renderApp("/findhousegirl/", [
      findMock(null, first, { hasNextPage: true, total: 13 }),
      findMock(null, [hm("13", "Manager 13", 3, 2)], { after: "cursor-12", total: 13 }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "Manager 13" })).toBeTruthy();
    expect(screen.getByText("Showing 13 of 13 house managers")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("keeps focus on Load more while the next page loads, so a keyboard or screen reader user is not sent back to the top", async () => {
    const first = Array.from({ length: 12 }, (_, i) => hm(String(i + 1), `Manager ${i + 1}`, 4, 3));
    const second = Array.from({ length: 12 }, (_, i) => hm(String(i + 13), `Manager ${i + 13}`, 4, 3));
    renderApp("/findhousegirl/", [
      findMock(null, first, { hasNextPage: true, total: 30 }),
      findMock(null, second, { after: "cursor-12", hasNextPage: true, total: 30, delay: 400 }),
    ]);
    const button = await screen.findByRole("button", { name: "Load more" });
    button.focus();
    fireEvent.click(button);
    const busy = await screen.findByRole("button", { name: "Loading..." });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(busy);
    expect(await screen.findByRole("heading", { name: "Manager 24" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Load more" }));
  });

  it("shows the spec's text when the list cannot be fetched", async () => {
    renderApp("/findhousegirl/", [{ request: { query: FindHouseManagersDocument, variables: { filter: null, first: 12, after: null } }, error: new TypeError("Failed to fetch") }]);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch house managers. Please try again later");
  });
});
