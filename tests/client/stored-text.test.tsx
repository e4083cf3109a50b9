// Stored text is shown as text: HTML that people typed into a review, a bio or a name is displayed literally and
// never becomes markup or runs (the API returns it unescaped on purpose; React escapes it when rendering).
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HouseManagerProfileDocument, ProfileReviewsDocument } from "../../client/src/gql/graphql";
import { renderApp } from "./render";

vi.mock("../../client/src/features/contracts/ContractBlock", () => ({ ContractBlock: () => null }));
vi.mock("../../client/src/features/contracts/CreateContractButton", () => ({ CreateContractButton: () => null }));
vi.mock("../../client/src/features/messages/ContactButton", () => ({ ContactButton: () => null }));

const ATTACK = `<img src=x onerror="window.__storedXss = 1"><script>window.__storedXss = 2</script>`;

const manager = {
  __typename: "HouseManager",
  id: "1",
  userId: "21",
  verified: false,
  verifications: [],
  firstName: "Wanjiku<b>",
  lastName: "Kamau",
  name: "Wanjiku<b> Kamau",
  image: null,
  imageThumb: null,
  location: "Kilimani",
  rating: 4.5,
  reviewCount: 1,
  bio: `Bio ${ATTACK}`,
  age: 31,
  gender: "Female",
  hobbies: "Cooking",
  description: "Calm",
  availability: "Live-in",
  maritalStatus: "Single",
  tribe: "Kikuyu",
  language: "English",
  salary: 15000,
  city: "Nairobi",
  address: "Argwings Kodhek Rd",
  education: "KCSE",
  experience: 6,
  skills: "Cooking",
  certificate: "",
  albums: [],
};

const review = {
  __typename: "Review",
  id: "r1",
  reviewerId: "100",
  reviewerRole: "employer",
  reviewerUsername: "employer1",
  rating: 5,
  comment: `Review ${ATTACK}`,
  createdAt: "2026-03-05T22:30:00Z",
};

describe("stored text", () => {
  it("renders HTML from a review, a bio and a name as text, and runs nothing", async () => {
    renderApp("/profile/house_manager/1", [
      { request: { query: HouseManagerProfileDocument, variables: { id: "1" } }, result: { data: { houseManager: manager } } },
      {
        request: { query: ProfileReviewsDocument, variables: { role: "house_manager", profileId: "1", first: 10, after: null } },
        result: {
          data: {
            reviews: {
              __typename: "ReviewConnection",
              totalCount: 1,
              edges: [{ __typename: "ReviewEdge", cursor: "c1", node: review }],
              pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "c1" },
            },
          },
        },
      },
    ]);
    expect(await screen.findByText(`Review ${ATTACK}`, { exact: false })).toBeTruthy();
    expect(screen.getByText(`Bio ${ATTACK}`, { exact: false })).toBeTruthy();
    expect(screen.getAllByText("Wanjiku<b> Kamau", { exact: false }).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("b")).toBeNull();
    expect((window as { __storedXss?: number }).__storedXss).toBeUndefined();
  });
});
