// Home page: marketing blocks, and the Featured House Managers sidebar with paging, ratings and reviews.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeaturedHouseManagerReviewsDocument, FeaturedHouseManagersDocument } from "../../client/src/gql/graphql";
import { renderApp } from "./render";

function manager(id: string, name: string, rating: number, experience: number, location = "Nairobi") {
  return {
    __typename: "HouseManagerEdge",
    cursor: `c${id}`,
    node: { __typename: "HouseManager", id, name, image: `/media/hm/${id}.jpg`, imageThumb: `/media/hm/${id}_thumb.jpg`, location, rating, experience, verified: false, verifications: [] },
  };
}

function page(after: string | null, edges: ReturnType<typeof manager>[], hasNextPage: boolean, delay = 0) {
  return {
    // A delay keeps the loading state on screen long enough to be read on a loaded machine.
    delay,
    request: { query: FeaturedHouseManagersDocument, variables: { first: 2, after } },
    result: {
      data: {
        houseManagers: {
          __typename: "HouseManagerConnection",
          edges,
          pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
        },
      },
    },
  };
}

function reviews(profileId: string, nodes: { id: string; reviewerId: string; reviewerRole: string; reviewerUsername: string; rating: number; comment: string }[], delay = 0) {
  return {
    request: { query: FeaturedHouseManagerReviewsDocument, variables: { profileId, first: 3 } },
    delay,
    result: {
      data: {
        reviews: {
          __typename: "ReviewConnection",
          edges: nodes.map((node) => ({ __typename: "ReviewEdge", node: { __typename: "Review", createdAt: "2026-03-05T22:30:00Z", ...node } })),
        },
      },
    },
  };
}

describe("home page", () => {
  it("shows the hero, the three feature blurbs and the Join Now and Get Started buttons", async () => {
    renderApp("/", [page(null, [], false)]);
    expect(await screen.findByRole("heading", { name: "Find Your Perfect Match" })).toBeTruthy();
    for (const title of ["Verified Profiles", "Top Ratings", "Seamless Matching"]) expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join Now" }));
    expect(screen.getByTestId("location").textContent).toBe("/register");
  });

  it("Get Started opens /findhousegirl/", async () => {
    renderApp("/", [page(null, [], false)]);
    fireEvent.click(await screen.findByRole("button", { name: /Get Started/ }));
    expect(screen.getByTestId("location").textContent).toBe("/findhousegirl/");
  });

  it("pages through featured house managers two at a time with their reviews", async () => {
    renderApp("/", [
      page(null, [manager("1", "Grace Akinyi", 4.5, 6), manager("2", "Faith Njeri", 0, 1, "Kisumu")], true, 600),
      page("c2", [manager("3", "Mercy Chebet", 3.25, 3, "Eldoret")], false),
      reviews("1", [{ id: "r1", reviewerId: "9", reviewerRole: "employer", reviewerUsername: "jmwangi", rating: 5, comment: "Wonderful with the children." }]),
      reviews("2", []),
      reviews("3", [{ id: "r3", reviewerId: "4", reviewerRole: "house_manager", reviewerUsername: "peer", rating: 4, comment: "Reliable." }], 200),
    ]);
    const sidebar = await screen.findByRole("complementary", { name: "Featured House Managers" });
    expect(within(sidebar).getByRole("status").textContent).toContain("Loading house managers...");

    const grace = await within(sidebar).findByRole("link", { name: /Grace Akinyi/ });
    expect(grace.getAttribute("href")).toBe("/profile/house_manager/1");
    const photo = within(grace).getByRole("img", { name: "Grace Akinyi" }) as HTMLImageElement;
    expect(photo.getAttribute("src")).toBe("/media/hm/1_thumb.jpg");
    expect(photo.getAttribute("loading")).toBe("lazy");
    expect(within(grace).getByText("4.5 / 5.0")).toBeTruthy();
    expect(within(grace).getByText(/Experience: 6 years/)).toBeTruthy();
    expect(within(sidebar).getByText("0.0 / 5.0")).toBeTruthy();
    expect(within(sidebar).getByText(/Experience: 1 year$/)).toBeTruthy();

    const reviewer = await within(sidebar).findByRole("link", { name: "jmwangi" });
    expect(reviewer.getAttribute("href")).toBe("/profile/employer/9");
    expect(within(sidebar).getByText("Wonderful with the children.")).toBeTruthy();
    expect(await within(sidebar).findByText("No reviews yet.")).toBeTruthy();

    const previous = within(sidebar).getByRole("button", { name: /Previous/ }) as HTMLButtonElement;
    const next = within(sidebar).getByRole("button", { name: /Next/ }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    fireEvent.click(next);
    const mercy = await within(sidebar).findByRole("link", { name: /Mercy Chebet/ });
    expect(within(mercy).getByText("3.3 / 5.0")).toBeTruthy();
    expect(within(sidebar).queryByText("Grace Akinyi")).toBeNull();
    expect(within(sidebar).getByText("Loading reviews...")).toBeTruthy();
    const peer = await within(sidebar).findByRole("link", { name: "peer" });
    expect(peer.getAttribute("href")).toBe("/profile/house_manager/4");
    await waitFor(() => expect((within(sidebar).getByRole("button", { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true));
    expect((within(sidebar).getByRole("button", { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(sidebar).getByRole("button", { name: /Previous/ }));
    expect(await within(sidebar).findByRole("link", { name: /Grace Akinyi/ })).toBeTruthy();
  });

  it("says so when the list cannot be fetched", async () => {
    renderApp("/", [{ request: { query: FeaturedHouseManagersDocument, variables: { first: 2, after: null } }, error: new TypeError("Failed to fetch") }]);
    expect(await screen.findByText("Failed to fetch house managers. Please try again later")).toBeTruthy();
  });
});
