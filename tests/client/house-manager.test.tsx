// House manager public page: header, photo modal, share links, details, gallery and album modal, reviews paging and the review form.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  AlbumImagesDocument,
  BlockedUsersDocument,
  HouseManagerProfileDocument,
  ProfileReviewsDocument,
  ReportContentDocument,
  ShortlistIdsDocument,
  SubmitReviewDocument,
  ViewerDocument,
} from "../../client/src/gql/graphql";
import { renderApp, storeSession, unreadBadgeMocks, viewerMock } from "./render";

// The contract block, Create Contract button and Contact Me button belong to other features, tested there.
vi.mock("../../client/src/features/contracts/ContractBlock", () => ({ ContractBlock: () => <p>contract block slot</p> }));
vi.mock("../../client/src/features/contracts/CreateContractButton", () => ({ CreateContractButton: () => null }));
vi.mock("../../client/src/features/messages/ContactButton", () => ({ ContactButton: () => <button type="button">Contact Me</button> }));

function manager(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "HouseManager",
    id: "1",
    userId: "21",
    verified: false,
    verifications: [],
    firstName: "Wanjiku",
    lastName: "Kamau",
    name: "Wanjiku Kamau",
    image: "/media/hm/1.jpg",
    imageThumb: "/media/hm/1_thumb.jpg",
    location: "Kilimani",
    rating: 4.5,
    reviewCount: 5,
    bio: "",
    age: 31,
    gender: "Female",
    hobbies: "Cooking",
    description: "Calm and organised.",
    availability: "Live-in",
    maritalStatus: "Single",
    tribe: "Kikuyu",
    language: "English, Kiswahili",
    salary: 15000,
    city: "Nairobi",
    address: "Argwings Kodhek Rd",
    education: "KCSE",
    experience: 6,
    skills: "Cooking, childcare",
    certificate: "",
    albums: [
      { __typename: "Album", id: "a1", title: "My cooking", coverImage: "/media/albums/a1-cover.jpg" },
      { __typename: "Album", id: "a2", title: "Garden", coverImage: null },
    ],
    ...overrides,
  };
}

function profileMock(data: unknown, id = "1") {
  return { request: { query: HouseManagerProfileDocument, variables: { id } }, result: { data: { houseManager: data } } };
}

function review(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Review",
    id: `r${n}`,
    reviewerId: String(100 + n),
    reviewerRole: "employer",
    reviewerUsername: `employer${n}`,
    rating: (n % 5) + 1,
    comment: `Comment number ${n}`,
    createdAt: "2026-03-05T22:30:00Z",
    ...overrides,
  };
}

function reviewsMock(nodes: ReturnType<typeof review>[], opts: { role?: string; profileId?: string; after?: string | null; hasNextPage?: boolean; total?: number } = {}) {
  const { role = "house_manager", profileId = "1", after = null, hasNextPage = false, total = nodes.length } = opts;
  return {
    request: { query: ProfileReviewsDocument, variables: { role, profileId, first: 10, after } },
    result: {
      data: {
        reviews: {
          __typename: "ReviewConnection",
          totalCount: total,
          edges: nodes.map((node) => ({ __typename: "ReviewEdge", cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: nodes.at(-1) ? `c-${nodes.at(-1)!.id}` : null },
        },
      },
    },
  };
}

const pageButton = (name: "Previous" | "Next") => screen.getByRole("button", { name: new RegExp(name) }) as HTMLButtonElement;

describe("house manager page", () => {
  it("shows the header, the details with their fallbacks, and share links on the public origin", async () => {
    renderApp("/profile/house_manager/1", [profileMock(manager()), reviewsMock([])]);
    expect(await screen.findByRole("heading", { level: 1, name: "Wanjiku Kamau" })).toBeTruthy();
    expect(screen.getByText("Kilimani")).toBeTruthy();
    expect(screen.getByText("4.5 / 5")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Contact Me" })).toBeTruthy();
    expect(screen.getByText("contract block slot")).toBeTruthy();

    expect(screen.getByText("No bio available.")).toBeTruthy();
    const details = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(details("Age")).toBe("31");
    expect(details("Marital Status")).toBe("Single");
    expect(details("Languages")).toBe("English, Kiswahili");
    expect(details("Salary Expectation")).toBe("KSh 15,000");
    expect(details("Experience")).toBe("6 years");
    expect(details("Certificates")).toBe("None listed.");

    const profileUrl = `${window.location.origin}/profile/house_manager/1`;
    const share = ["Facebook", "Instagram", "YouTube", "WhatsApp", "X"].map((name) => screen.getByRole("link", { name: `Share on ${name}` }) as HTMLAnchorElement);
    for (const link of share) {
      expect(decodeURIComponent(link.href)).toContain(profileUrl);
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
    }
    expect(share[3]!.getAttribute("href")).toBe(`https://wa.me/?text=${encodeURIComponent(profileUrl)}`);
    expect(await screen.findByText("No Reviews Yet!")).toBeTruthy();
  });

  it("enlarges the photo in a modal and closes it", async () => {
    renderApp("/profile/house_manager/1", [profileMock(manager()), reviewsMock([])]);
    fireEvent.click(await screen.findByRole("button", { name: "Enlarge Wanjiku Kamau's photo" }));
    const dialog = screen.getByRole("dialog", { name: "Wanjiku Kamau" });
    expect((within(dialog).getByRole("img", { name: "Wanjiku Kamau, enlarged photo" }) as HTMLImageElement).getAttribute("src")).toBe("/media/hm/1.jpg");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens an album in a modal with all its images, closed by the × button", async () => {
    renderApp("/profile/house_manager/1", [
      profileMock(manager()),
      reviewsMock([]),
      {
        request: { query: AlbumImagesDocument, variables: { id: "a1" } },
        result: {
          data: {
            album: {
              __typename: "Album",
              id: "a1",
              title: "My cooking",
              images: [
                { __typename: "AlbumImage", id: "i1", imageUrl: "/media/albums/i1.jpg", thumbUrl: "/media/albums/i1-t.webp" },
                { __typename: "AlbumImage", id: "i2", imageUrl: "/media/albums/i2.jpg", thumbUrl: null },
              ],
            },
          },
        },
      },
    ]);
    const cover = await screen.findByRole("button", { name: "Open album My cooking" });
    expect((within(cover).getByRole("img") as HTMLImageElement).getAttribute("src")).toBe("/media/albums/a1-cover.jpg");
    expect(screen.getByText("Garden")).toBeTruthy();

    fireEvent.click(cover);
    const dialog = screen.getByRole("dialog", { name: "My cooking" });
    expect(within(dialog).getByText("Loading images...")).toBeTruthy();
    const images = await within(dialog).findAllByRole("img");
    expect(images.map((img) => img.getAttribute("alt"))).toEqual(["My cooking, photo 1 of 2", "My cooking, photo 2 of 2"]);
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
    expect(images[1]!.getAttribute("src")).toBe("/media/albums/i2.jpg");

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("pages through reviews two at a time: Previous disabled on page 1, Next disabled at the end", async () => {
    const reviews = [1, 2, 3, 4, 5].map((n) => review(n));
    reviews[1] = review(2, { reviewerRole: "house_manager", reviewerId: "9", reviewerUsername: "peer" });
    renderApp("/profile/house_manager/1", [profileMock(manager()), reviewsMock(reviews)]);

    expect(await screen.findByText("Comment number 1")).toBeTruthy();
    expect(screen.getByText("Comment number 2")).toBeTruthy();
    expect(screen.queryByText("Comment number 3")).toBeNull();
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(pageButton("Previous").disabled).toBe(true);
    expect(pageButton("Next").disabled).toBe(false);
    expect(screen.getByRole("link", { name: "employer1" }).getAttribute("href")).toBe("/profile/employer/101");
    expect(screen.getByRole("link", { name: "peer" }).getAttribute("href")).toBe("/profile/house_manager/9");
    expect(screen.getByText("Rating: 2 / 5")).toBeTruthy();
    expect(screen.getAllByText("6 Mar 2026").length).toBe(2);

    fireEvent.click(pageButton("Next"));
    expect(await screen.findByText("Comment number 3")).toBeTruthy();
    expect(screen.getByText("Page 2")).toBeTruthy();
    expect(pageButton("Previous").disabled).toBe(false);

    fireEvent.click(pageButton("Next"));
    expect(await screen.findByText("Comment number 5")).toBeTruthy();
    expect(screen.getByText("Page 3")).toBeTruthy();
    expect(pageButton("Next").disabled).toBe(true);

    fireEvent.click(pageButton("Previous"));
    expect(await screen.findByText("Page 2")).toBeTruthy();
  });

  it("fetches the next batch of reviews when the loaded ones run out", async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1));
    const more = [review(11), review(12)];
    renderApp("/profile/house_manager/1", [
      profileMock(manager()),
      reviewsMock(first, { hasNextPage: true, total: 12 }),
      reviewsMock(more, { after: "c-r10", total: 12 }),
    ]);
    await screen.findByText("Comment number 1");
    for (let page = 2; page <= 6; page++) {
      fireEvent.click(pageButton("Next"));
      expect(await screen.findByText(`Page ${page}`)).toBeTruthy();
    }
    expect(screen.getByText("Comment number 11")).toBeTruthy();
    expect(pageButton("Next").disabled).toBe(true);
  });

  it("shows the review form's messages: blank comment, logged out, rating out of range", async () => {
    renderApp("/profile/house_manager/1", [profileMock(manager()), reviewsMock([])]);
    const submit = await screen.findByRole("button", { name: "Submit Review" });
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("Review cannot be empty");

    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "   " } });
    fireEvent.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("Review cannot be empty");

    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "Great work" } });
    fireEvent.change(screen.getByLabelText("Rating (1 to 5)"), { target: { value: "5" } });
    fireEvent.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("Please log in to submit a review");
  });

  it("refuses ratings 0 and 6, then appends the submitted review, clears the inputs and updates the rating", async () => {
    storeSession();
    const submitted = vi.fn(() => ({
      data: {
        submitReview: {
          __typename: "SubmitReviewPayload",
          message: "Review submitted successfully",
          review: review(99, { reviewerUsername: "wanjiku", reviewerId: "3", comment: "Wonderful with the children.", rating: 5 }),
          profile: { __typename: "HouseManager", id: "1", rating: 4.6, reviewCount: 6 },
        },
      },
    }));
    renderApp("/profile/house_manager/1", [
      ...unreadBadgeMocks(0),
      viewerMock("employer", "3"),
      profileMock(manager()),
      reviewsMock([review(1), review(2), review(3)]),
      { request: { query: SubmitReviewDocument, variables: { role: "house_manager", profileId: "1", rating: 5, comment: "Wonderful with the children." } }, result: submitted },
    ]);
    const comment = (await screen.findByLabelText("Your review")) as HTMLTextAreaElement;
    const rating = screen.getByLabelText("Rating (1 to 5)") as HTMLInputElement;
    const submit = screen.getByRole("button", { name: "Submit Review" });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));

    fireEvent.change(comment, { target: { value: "Wonderful with the children." } });
    fireEvent.change(rating, { target: { value: "0" } });
    fireEvent.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("Rating must be between 1 and 5");
    fireEvent.change(rating, { target: { value: "6" } });
    fireEvent.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("Rating must be between 1 and 5");
    expect(submitted).not.toHaveBeenCalled();

    // Go to page 2 first: the new review brings the reader back to page 1, where it is listed first.
    await screen.findByText("Comment number 1");
    fireEvent.click(pageButton("Next"));
    expect(await screen.findByText("Page 2")).toBeTruthy();

    fireEvent.change(rating, { target: { value: "5" } });
    fireEvent.click(submit);
    expect(await screen.findByText("Review submitted successfully")).toBeTruthy();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Wonderful with the children.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "wanjiku" }).getAttribute("href")).toBe("/profile/employer/3");
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(comment.value).toBe("");
    expect(rating.value).toBe("");
    expect(await screen.findByText("4.6 / 5")).toBeTruthy();
    expect(screen.getByText("(6 reviews)")).toBeTruthy();
  });

  it("shows the server's non_field_errors when the review is refused, or 'An error occurred'", async () => {
    storeSession();
    renderApp("/profile/house_manager/1", [
      ...unreadBadgeMocks(0),
      viewerMock("school", "14"),
      profileMock(manager()),
      reviewsMock([]),
      {
        request: { query: SubmitReviewDocument, variables: { role: "house_manager", profileId: "1", rating: 4, comment: "Again" } },
        result: { errors: [{ message: "You have already reviewed this profile", extensions: { code: "BAD_USER_INPUT", fieldErrors: { non_field_errors: ["You have already reviewed this profile"] } } }] },
      },
      {
        request: { query: SubmitReviewDocument, variables: { role: "house_manager", profileId: "1", rating: 3, comment: "Again" } },
        error: new TypeError("Failed to fetch"),
      },
    ]);
    const submit = await screen.findByRole("button", { name: "Submit Review" });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "Again" } });
    fireEvent.change(screen.getByLabelText("Rating (1 to 5)"), { target: { value: "4" } });
    fireEvent.click(submit);
    expect(await screen.findByText("You have already reviewed this profile")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Rating (1 to 5)"), { target: { value: "3" } });
    fireEvent.click(submit);
    expect(await screen.findByText("An error occurred")).toBeTruthy();
  });

  it("says 'User type or ID not found' when the viewer's type cannot be read", async () => {
    storeSession();
    renderApp("/profile/house_manager/1", [
      ...unreadBadgeMocks(0),
      { request: { query: ViewerDocument }, error: new TypeError("Failed to fetch") },
      profileMock(manager()),
      reviewsMock([]),
    ]);
    const submit = await screen.findByRole("button", { name: "Submit Review" });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "Good" } });
    fireEvent.change(screen.getByLabelText("Rating (1 to 5)"), { target: { value: "4" } });
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("User type or ID not found");
  });

  it("lets a signed-in reader report a review to the team", async () => {
    storeSession();
    const sent = vi.fn(() => ({ data: { reportContent: { __typename: "Report", id: "31", status: "open" } } }));
    renderApp("/profile/house_manager/1", [
      ...unreadBadgeMocks(0),
      viewerMock("employer", "3"),
      profileMock(manager()),
      reviewsMock([review(1)]),
      { request: { query: ReportContentDocument, variables: { input: { targetType: "review", targetId: "r1", reason: "harassment", details: "Insults" } } }, result: sent },
    ]);
    const entry = (await screen.findByText("Comment number 1")).closest("li")!;
    fireEvent.click(await within(entry).findByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report the review by employer1" });
    fireEvent.change(within(dialog).getByLabelText("What is wrong?"), { target: { value: "harassment" } });
    fireEvent.change(within(dialog).getByLabelText("Details (optional)"), { target: { value: "Insults" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you. The MaidMatch team will look at your report.")).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("gives a signed-in employer Save, Report and Block beside her name, and a visitor none of them", async () => {
    renderApp("/profile/house_manager/1", [profileMock(manager()), reviewsMock([review(1)])]);
    const header = (await screen.findByRole("heading", { level: 1, name: "Wanjiku Kamau" })).closest("section")!;
    await screen.findByText("Comment number 1");
    for (const name of [/^Save/, "Report", "Block"]) expect(within(header).queryByRole("button", { name })).toBeNull();
    expect(within((await screen.findByText("Comment number 1")).closest("li")!).queryByRole("button", { name: "Report" })).toBeNull();
  });

  it("shows a member's Save, Report and Block once their code is in", async () => {
    storeSession();
    renderApp("/profile/house_manager/1", [
      ...unreadBadgeMocks(0),
      viewerMock("employer", "3"),
      profileMock(manager()),
      reviewsMock([review(1)]),
      { request: { query: ShortlistIdsDocument }, result: { data: { shortlist: [] } } },
      { request: { query: BlockedUsersDocument }, result: { data: { blockedUsers: [] } } },
    ]);
    expect(await screen.findByRole("button", { name: /^Save/ })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Block" })).toBeTruthy();
    const entry = (await screen.findByText("Comment number 1")).closest("li")!;
    expect(await within(entry).findByRole("button", { name: "Report" })).toBeTruthy();
  });

  it("does not offer the review form to house managers", async () => {
    storeSession();
    renderApp("/profile/house_manager/1", [...unreadBadgeMocks(0), viewerMock("house_manager", "5"), profileMock(manager()), reviewsMock([])]);
    expect(await screen.findByText("House managers review employers, not other house managers.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit Review" })).toBeNull();
  });

  it("shows 'Profile not found' for a missing profile and the error when the fetch fails", async () => {
    renderApp("/profile/house_manager/404", [profileMock(null, "404")]);
    expect(await screen.findByRole("heading", { name: "Profile not found" })).toBeTruthy();
  });

  it("shows a fetch error on the page", async () => {
    renderApp("/profile/house_manager/1", [{ request: { query: HouseManagerProfileDocument, variables: { id: "1" } }, error: new TypeError("Failed to fetch") }]);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch this profile. Please try again later.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
