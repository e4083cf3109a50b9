// /search?query=: House Managers and Employers sections, their links and images, the shared empty text, and the error state.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchProfilesDocument } from "../../client/src/gql/graphql";
import { renderApp } from "./render";

function hm(id: string, name: string, location: string, availability: string) {
  return { __typename: "HouseManagerEdge", node: { __typename: "HouseManager", id, name, image: `/media/hm/${id}.jpg`, imageThumb: null, location, availability, verified: false, verifications: [] } };
}

function employer(id: string, name: string, location: string, isSchool = false) {
  return { __typename: "EmployerEdge", node: { __typename: "Employer", id, name, image: null, imageThumb: null, location, isSchool } };
}

function searchMock(query: string, managers: ReturnType<typeof hm>[], employers: ReturnType<typeof employer>[], first = 20, totals?: [number, number]) {
  return {
    request: { query: SearchProfilesDocument, variables: { query, first } },
    result: {
      data: {
        search: {
          __typename: "SearchResult",
          houseManagers: { __typename: "HouseManagerConnection", totalCount: totals?.[0] ?? managers.length, edges: managers },
          employers: { __typename: "EmployerConnection", totalCount: totals?.[1] ?? employers.length, edges: employers },
        },
      },
    },
  };
}

describe("search page", () => {
  it("lists matching house managers and employers, each linking to its public page", async () => {
    renderApp("/search?query=nairobi", [
      searchMock("nairobi", [hm("1", "Wanjiku Kamau", "Kilimani, Nairobi", "Live-in")], [employer("2", "Brian Otieno", "Westlands"), employer("14", "Greenhill Academy", "Karen", true)]),
    ]);
    expect(await screen.findByText("Searching...")).toBeTruthy();
    const managers = await screen.findByRole("region", { name: /House Managers/ });
    const card = within(managers).getByRole("link", { name: /Wanjiku Kamau/ });
    expect(card.getAttribute("href")).toBe("/profile/house_manager/1");
    expect(within(card).getByText("Kilimani, Nairobi")).toBeTruthy();
    expect(within(card).getByText("Live-in")).toBeTruthy();
    const photo = within(card).getByRole("img", { name: "Wanjiku Kamau" });
    expect(photo.getAttribute("src")).toBe("/media/hm/1.jpg");
    expect(photo.getAttribute("loading")).toBe("lazy");

    const employers = screen.getByRole("region", { name: /Employers/ });
    expect(within(employers).getByRole("link", { name: /Brian Otieno/ }).getAttribute("href")).toBe("/profile/employer/2");
    expect(within(employers).getByRole("link", { name: /Greenhill Academy/ }).getAttribute("href")).toBe("/profile/employer/14");
    expect(within(employers).getByText("School")).toBeTruthy();
    expect(screen.queryByText("No House Manager Found")).toBeNull();
  });

  it("shows 'No House Manager Found' in each empty section", async () => {
    renderApp("/search?query=zzz", [searchMock("zzz", [], [])]);
    const managers = await screen.findByRole("region", { name: /House Managers/ });
    expect(within(managers).getByText("No House Manager Found")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: /Employers/ })).getByText("No House Manager Found")).toBeTruthy();
  });

  it("shows the text for an empty employers section only where it is empty", async () => {
    renderApp("/search?query=wanjiku", [searchMock("wanjiku", [hm("1", "Wanjiku Kamau", "Kilimani", "Live-in")], [])]);
    const managers = await screen.findByRole("region", { name: /House Managers/ });
    expect(within(managers).queryByText("No House Manager Found")).toBeNull();
    expect(within(screen.getByRole("region", { name: /Employers/ })).getByText("No House Manager Found")).toBeTruthy();
  });

  it("shows more results on request when there are more than the first page", async () => {
    const many = Array.from({ length: 20 }, (_, i) => hm(String(i + 1), `Manager ${i + 1}`, "Nairobi", "Live-in"));
    renderApp("/search?query=na", [
      searchMock("na", many, [], 20, [21, 0]),
      searchMock("na", [...many, hm("21", "Manager 21", "Nairobi", "Part-time")], [], 40, [21, 0]),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Show more results" }));
    expect(await screen.findByRole("link", { name: /Manager 21/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("asks for a query when there is none, and shows a failed search", async () => {
    const { unmount } = renderApp("/search?query=", []);
    expect(screen.getByText("Please enter a search query.")).toBeTruthy();
    unmount();
    renderApp("/search?query=kisumu", [{ request: { query: SearchProfilesDocument, variables: { query: "kisumu", first: 20 } }, error: new TypeError("Failed to fetch") }]);
    expect((await screen.findByRole("alert")).textContent).toContain("Search failed. Please try again later.");
  });
});
