// Employer public page: the employer fields, reviews, 'No Employer Found', the fetch error, and house managers reviewing employers.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmployerProfileDocument, ProfileReviewsDocument, SubmitReviewDocument, ViewerDocument } from "../../client/src/gql/graphql";
import { renderApp, storeSession, unreadBadgeMocks } from "./render";

vi.mock("../../client/src/features/messages/ContactButton", () => ({ ContactButton: () => <button type="button">Contact Me</button> }));

const employer = {
  __typename: "Employer",
  id: "2",
  userId: "30",
  isSchool: false,
  firstName: "Brian",
  lastName: "Otieno",
  name: "Brian Otieno",
  image: "/media/emp/2.jpg",
  imageThumb: null,
  location: "Westlands",
  rating: 3.75,
  reviewCount: 1,
  bio: "Family of four.",
  hobbies: "Hiking",
  tribe: "Luo",
  description: "Two young children.",
  houseType: "Maisonette",
  numberRooms: 4,
  numberPeople: 4,
  numberChildren: 2,
  contractDuration: "12 months",
  city: "Nairobi",
  address: "Lantana Rd",
};

const employerMock = (data: unknown, id = "2") => ({ request: { query: EmployerProfileDocument, variables: { id } }, result: { data: { employer: data } } });

function reviewsMock(nodes: Record<string, unknown>[]) {
  return {
    request: { query: ProfileReviewsDocument, variables: { role: "employer", profileId: "2", first: 10, after: null } },
    result: {
      data: {
        reviews: {
          __typename: "ReviewConnection",
          totalCount: nodes.length,
          edges: nodes.map((node) => ({ __typename: "ReviewEdge", cursor: `c-${String(node["id"])}`, node: { __typename: "Review", ...node } })),
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

const existingReview = { id: "r1", reviewerId: "1", reviewerRole: "house_manager", reviewerUsername: "wanjiku", rating: 4, comment: "Fair and kind.", createdAt: "2026-02-01T08:00:00Z" };

describe("employer page", () => {
  it("shows the employer's fields and reviews", async () => {
    renderApp("/profile/employer/2", [employerMock(employer), reviewsMock([existingReview])]);
    expect(await screen.findByRole("heading", { level: 1, name: "Brian Otieno" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Brian Otieno" }).getAttribute("src")).toBe("/media/emp/2.jpg");
    expect(screen.getByText(/Westlands/).textContent).toContain("Employer");
    expect(screen.getByText("3.8 / 5")).toBeTruthy();
    expect(screen.getByText("Family of four.")).toBeTruthy();
    const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(detail("Hobbies")).toBe("Hiking");
    expect(detail("Tribe")).toBe("Luo");
    expect(detail("Description")).toBe("Two young children.");
    expect(detail("House Type")).toBe("Maisonette");
    expect(detail("Number of Rooms")).toBe("4");
    expect(detail("Number of People")).toBe("4");
    expect(detail("Number of Children")).toBe("2");
    expect(detail("Contract Duration")).toBe("12 months");
    expect(detail("City")).toBe("Nairobi");
    expect(detail("Address")).toBe("Lantana Rd");
    expect(await screen.findByText("Fair and kind.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "wanjiku" }).getAttribute("href")).toBe("/profile/house_manager/1");
  });

  it("shows 'No Employer Found' and 'Profile not found' when the employer does not exist", async () => {
    renderApp("/profile/employer/999", [employerMock(null, "999")]);
    expect(await screen.findByRole("heading", { name: "No Employer Found" })).toBeTruthy();
    expect(screen.getByText("Profile not found")).toBeTruthy();
  });

  it("shows a fetch error on the page", async () => {
    renderApp("/profile/employer/2", [{ request: { query: EmployerProfileDocument, variables: { id: "2" } }, error: new TypeError("Failed to fetch") }]);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch this profile. Please try again later.");
  });

  it("lets a house manager review the employer (role employer) and appends the review", async () => {
    storeSession();
    renderApp("/profile/employer/2", [
      ...unreadBadgeMocks(0),
      { request: { query: ViewerDocument }, result: { data: { me: { __typename: "User", id: "7", userType: "house_manager", profile: { __typename: "HouseManager", id: "1" } } } } },
      employerMock(employer),
      reviewsMock([]),
      {
        request: { query: SubmitReviewDocument, variables: { role: "employer", profileId: "2", rating: 5, comment: "Paid on time." } },
        result: {
          data: {
            submitReview: {
              __typename: "SubmitReviewPayload",
              message: "Review submitted successfully",
              review: { __typename: "Review", ...existingReview, id: "r2", rating: 5, comment: "Paid on time." },
              profile: { __typename: "Employer", id: "2", rating: 5, reviewCount: 2 },
            },
          },
        },
      },
    ]);
    expect(await screen.findByText("No Reviews Yet!")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Submit Review" }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "Paid on time." } });
    fireEvent.change(screen.getByLabelText("Rating (1 to 5)"), { target: { value: "5" } });
    fireEvent.click(submit);
    expect(await screen.findByText("Review submitted successfully")).toBeTruthy();
    expect(screen.getByText("Paid on time.")).toBeTruthy();
    expect(screen.queryByText("No Reviews Yet!")).toBeNull();
    expect(await screen.findByText("5.0 / 5")).toBeTruthy();
  });

  it("does not offer the review form to other employers", async () => {
    storeSession();
    renderApp("/profile/employer/2", [
      ...unreadBadgeMocks(0),
      { request: { query: ViewerDocument }, result: { data: { me: { __typename: "User", id: "8", userType: "employer", profile: { __typename: "Employer", id: "5" } } } } },
      employerMock(employer),
      reviewsMock([]),
    ]);
    expect(await screen.findByText("Employers and schools review house managers, not other employers.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit Review" })).toBeNull();
  });
});
