// Own profile: the redirect for visitors, what it shows, the public-page link by user type (none for schools), the edit form with
// client and server field errors, the photo upload's size check, album management, and the trust sections (blocked list, checks) in Kiswahili.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  CreateOwnAlbumDocument,
  DeleteOwnAlbumDocument,
  BlockedUsersDocument,
  MyVerificationsDocument,
  OwnProfileDocument,
  ProfileReviewsDocument,
  UpdateOwnProfileDocument,
  UploadOwnPhotoDocument,
} from "../../client/src/gql/graphql";
import { answerConfirm, renderApp, storeSession, unreadBadgeMocks } from "./render";
import { i18n } from "../../client/src/i18n";
import { formatDate } from "../../client/src/shared/format";

const common = {
  firstName: "Wanjiku",
  lastName: "Kamau",
  name: "Wanjiku Kamau",
  image: "/media/hm/1.jpg",
  imageThumb: "/media/hm/1-t.webp",
  location: "Kilimani",
  city: "Nairobi",
  address: "Argwings Kodhek Rd",
  rating: 4.25,
  reviewCount: 1,
  bio: "I love cooking for families.",
  hobbies: "Reading",
  tribe: "Kikuyu",
  description: "",
};

function houseManagerProfile(albums: unknown[] = []) {
  return {
    __typename: "HouseManager",
    id: "1",
    role: "house_manager",
    ...common,
    age: 31,
    gender: "Female",
    availability: "Live-in",
    maritalStatus: "Single",
    language: "English",
    salary: 15000,
    education: "KCSE",
    experience: 6,
    skills: "Cooking",
    certificate: "",
    albums,
  };
}

function employerProfile(isSchool: boolean) {
  return {
    __typename: "Employer",
    id: isSchool ? "14" : "2",
    role: "employer",
    ...common,
    firstName: isSchool ? "Greenhill" : "Brian",
    lastName: isSchool ? "Academy" : "Otieno",
    name: isSchool ? "Greenhill Academy" : "Brian Otieno",
    isSchool,
    houseType: "Maisonette",
    numberRooms: 4,
    numberPeople: 5,
    numberChildren: 2,
    contractDuration: "12 months",
  };
}

function ownProfileMock(userType: "house_manager" | "employer" | "school", profile: unknown) {
  return {
    request: { query: OwnProfileDocument },
    result: { data: { me: { __typename: "User", id: "7", username: "wanjiku", userType, profile } } },
  };
}

function reviewsMock(role: string, profileId: string, nodes: Record<string, unknown>[] = []) {
  return {
    request: { query: ProfileReviewsDocument, variables: { role, profileId, first: 10, after: null } },
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

/** The own page's trust sections: no documents sent and nobody blocked. */
function trustMocks() {
  return [
    { request: { query: MyVerificationsDocument }, result: { data: { myVerifications: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: BlockedUsersDocument }, result: { data: { blockedUsers: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

function renderOwnProfile(extra: Parameters<typeof renderApp>[1] = [], profile: unknown = houseManagerProfile(), userType: "house_manager" | "employer" | "school" = "house_manager") {
  storeSession();
  const p = profile as { id: string; role: string };
  return renderApp("/profile", [...unreadBadgeMocks(0), ...trustMocks(), ownProfileMock(userType, profile), reviewsMock(p.role, p.id), ...extra]);
}

const album = (id: string, title: string, images: { id: string }[] = []) => ({
  __typename: "Album",
  id,
  title,
  coverImage: images.length ? `/media/albums/${images[0]!.id}.jpg` : null,
  images: images.map((image) => ({ __typename: "AlbumImage", id: image.id, imageUrl: `/media/albums/${image.id}.jpg`, thumbUrl: `/media/albums/${image.id}-t.webp` })),
});

describe("own profile page", () => {
  it("sends visitors to /login", async () => {
    renderApp("/profile", []);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
  });

  it("shows the user's details, rating, photo and reviews, and links a house manager to their public page", async () => {
    storeSession();
    renderApp("/profile", [
      ...unreadBadgeMocks(0),
      ...trustMocks(),
      ownProfileMock("house_manager", houseManagerProfile()),
      reviewsMock("house_manager", "1", [
        { id: "r1", reviewerId: "2", reviewerRole: "employer", reviewerUsername: "botieno", rating: 4, comment: "Great cook.", createdAt: "2026-01-10T09:00:00Z" },
      ]),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Wanjiku Kamau" })).toBeTruthy();
    expect(screen.getByText("I love cooking for families.")).toBeTruthy();
    const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(detail("Location")).toBe("Kilimani");
    expect(detail("Tribe")).toBe("Kikuyu");
    expect(detail("Hobbies")).toBe("Reading");
    expect(screen.getByText("4.3 / 5")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Wanjiku Kamau" }).getAttribute("src")).toBe("/media/hm/1-t.webp") // shown at 120 px: the 320 px thumbnail, not the full photo;
    expect(screen.getByRole("link", { name: /View my public page/ }).getAttribute("href")).toBe("/profile/house_manager/1");
    expect(await screen.findByText("Great cook.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "botieno" })).toBeTruthy();
    expect(screen.getByText("10 Jan 2026")).toBeTruthy();
    expect(screen.getByText("Rating: 4 / 5")).toBeTruthy();
  });

  it("links an employer to the employer page, and a school to no public page", async () => {
    const { unmount } = renderOwnProfile([], employerProfile(false), "employer");
    expect((await screen.findByRole("link", { name: /View my public page/ })).getAttribute("href")).toBe("/profile/employer/2");
    unmount();
    window.localStorage.clear();

    renderOwnProfile([], employerProfile(true), "school");
    expect(await screen.findByRole("heading", { level: 1, name: "Greenhill Academy" })).toBeTruthy();
    expect(screen.getByText("School")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /View my public page/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /\/profile\/employer/ })).toBeNull();
  });

  it("checks numbers before saving, shows the server's field errors per field, then saves", async () => {
    const saved = vi.fn((variables: { input: Record<string, unknown> }) =>
      variables.input["firstName"] === ""
        ? { data: null }
        : variables.input["firstName"] === "Taken"
          ? { errors: [{ message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fieldErrors: { first_name: ["Ensure this field has no more than 150 characters."], maritalStatus: ["Not a valid choice."] } } }] }
          : { data: { updateProfile: { ...houseManagerProfile(), albums: undefined, firstName: "Wanjiru", name: "Wanjiru Kamau", age: 32 } } },
    );
    renderOwnProfile([{ request: { query: UpdateOwnProfileDocument, variables: () => true }, result: saved, maxUsageCount: 5 }]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    const input = (label: string | RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(input(/First name/).value).toBe("Wanjiku");
    expect(input("Age").value).toBe("31");

    fireEvent.change(input("Age"), { target: { value: "thirty" } });
    fireEvent.change(input(/Salary expectation/), { target: { value: "-5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Enter a whole number between 16 and 80.")).toBeTruthy();
    expect(within(form).getByText("Enter an amount such as 15000 or 15000.50.")).toBeTruthy();
    expect(input("Age").getAttribute("aria-invalid")).toBe("true");
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(input("Age"), { target: { value: "32" } });
    fireEvent.change(input(/Salary expectation/), { target: { value: "16000" } });
    fireEvent.change(input(/First name/), { target: { value: "Taken" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Ensure this field has no more than 150 characters.")).toBeTruthy();
    expect(within(form).getByText("Not a valid choice.")).toBeTruthy();
    expect(input(/First name/).getAttribute("aria-invalid")).toBe("true");
    expect(input("Marital status").getAttribute("aria-invalid")).toBe("true");
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]![0].input).toMatchObject({ firstName: "Taken", age: 32, salary: 16000, experience: 6, gender: "Female" });

    fireEvent.change(input(/First name/), { target: { value: "Wanjiru" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Your profile has been updated.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Wanjiru Kamau" })).toBeTruthy();
    expect(screen.getByText("32", { selector: "dd" })).toBeTruthy();
  });

  it("refuses a photo over 8 MB before uploading, previews and uploads a good one", async () => {
    const uploaded = vi.fn(() => ({ data: { uploadProfilePhoto: { __typename: "HouseManager", id: "1", image: "/media/hm/1-new.webp", imageThumb: "/media/hm/1-new-t.webp" } } }));
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    renderOwnProfile([{ request: { query: UploadOwnPhotoDocument, variables: () => true }, result: uploaded }]);
    const picker = (await screen.findByLabelText("Change photo")) as HTMLInputElement;
    expect(picker.accept).toBe("image/jpeg,image/png,image/webp");

    const big = new File(["x"], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 8 * 1024 * 1024 + 1 });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(screen.getByRole("alert").textContent).toBe("The image must be at most 8 MB.");
    expect(screen.queryByRole("button", { name: "Upload photo" })).toBeNull();

    fireEvent.change(picker, { target: { files: [new File(["gif"], "a.gif", { type: "image/gif" })] } });
    expect(screen.getByRole("alert").textContent).toBe("Choose a JPEG, PNG or WebP image.");

    fireEvent.change(picker, { target: { files: [new File(["jpeg"], "me.jpg", { type: "image/jpeg" })] } });
    expect(screen.getByRole("img", { name: "Preview of Wanjiku Kamau's new photo" }).getAttribute("src")).toBe("blob:preview");
    fireEvent.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByText("Your photo has been updated.")).toBeTruthy();
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("img", { name: "Wanjiku Kamau" }).getAttribute("src")).toBe("/media/hm/1-new-t.webp");
  });

  it("creates an album and deletes one after a confirmation, updating the list from the results", async () => {
    renderOwnProfile(
      [
        { request: { query: CreateOwnAlbumDocument, variables: { title: "Garden" } }, result: { data: { createAlbum: album("a2", "Garden") } } },
        { request: { query: DeleteOwnAlbumDocument, variables: { albumId: "a1" } }, result: { data: { deleteAlbum: { __typename: "ActionResult", success: true, message: "Album deleted" } } } },
      ],
      houseManagerProfile([album("a1", "My cooking", [{ id: "i1" }, { id: "i2" }])]),
    );
    const albums = await screen.findByRole("region", { name: "My albums" });
    expect(within(albums).getByRole("heading", { name: "My cooking" })).toBeTruthy();
    expect(within(albums).getByRole("img", { name: "My cooking, photo 2" }).getAttribute("src")).toBe("/media/albums/i2-t.webp");

    fireEvent.click(within(albums).getByRole("button", { name: "Create album" }));
    expect(within(albums).getByRole("alert").textContent).toBe("Give the album a title.");
    fireEvent.change(within(albums).getByLabelText("New album title"), { target: { value: "Garden" } });
    fireEvent.click(within(albums).getByRole("button", { name: "Create album" }));
    expect(await within(albums).findByRole("heading", { name: "Garden" })).toBeTruthy();
    // The list shows the new album from the mutation's result, and the form clears once the same result is handled:
    // under a loaded machine the heading can render a tick before the input is cleared.
    await waitFor(() => expect((within(albums).getByLabelText("New album title") as HTMLInputElement).value).toBe(""));

    const cooking = within(albums).getByRole("heading", { name: "My cooking" }).closest("li")!;
    const question = 'Delete the album "My cooking" and its 2 photos? This cannot be undone.';
    fireEvent.click(within(cooking as HTMLElement).getByRole("button", { name: "Delete album" }));
    await answerConfirm(question, false);
    expect(within(albums).getByRole("heading", { name: "My cooking" })).toBeTruthy();
    fireEvent.click(within(cooking as HTMLElement).getByRole("button", { name: "Delete album" }));
    await answerConfirm(question, true);
    await waitFor(() => expect(within(albums).queryByRole("heading", { name: "My cooking" })).toBeNull());
    expect(within(albums).getByRole("heading", { name: "Garden" })).toBeTruthy();
  });
});

describe("blocked people on the own page", () => {
  it("says since when each person is blocked in the chosen language", async () => {
    await i18n.changeLanguage("sw");
    storeSession();
    const profile = houseManagerProfile();
    const blocked = { __typename: "BlockedUser", userId: "7", username: "brian", name: "Brian Otieno", createdAt: "2026-11-20T09:00:00.000Z" };
    renderApp("/profile", [
      ...unreadBadgeMocks(0),
      { request: { query: MyVerificationsDocument }, result: { data: { myVerifications: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
      { request: { query: BlockedUsersDocument }, result: { data: { blockedUsers: [blocked] } }, maxUsageCount: Number.POSITIVE_INFINITY },
      ownProfileMock("house_manager", profile),
      reviewsMock(profile.role, profile.id),
    ]);
    const list = await screen.findByRole("region", { name: "Watu uliowazuia" });
    const person = (await within(list).findByText("Brian Otieno", { exact: false })).closest("li") as HTMLElement;
    expect(within(person).getByText(`tangu ${formatDate(blocked.createdAt)}`)).toBeTruthy();
  });
});

describe("the own page's trust sections when their lists fail", () => {
  it("say so in the chosen language, with a way to try again", async () => {
    await i18n.changeLanguage("sw");
    storeSession();
    const profile = houseManagerProfile();
    renderApp("/profile", [
      ...unreadBadgeMocks(0),
      { request: { query: MyVerificationsDocument }, error: new Error("offline"), maxUsageCount: Number.POSITIVE_INFINITY },
      { request: { query: BlockedUsersDocument }, error: new Error("offline"), maxUsageCount: Number.POSITIVE_INFINITY },
      ownProfileMock("house_manager", profile),
      reviewsMock(profile.role, profile.id),
    ]);
    const checks = await screen.findByText(/Imeshindikana kupakia ukaguzi wako\./);
    expect(within(checks).getByRole("button", { name: "Jaribu tena" })).toBeTruthy();
    const blocked = await screen.findByText(/Imeshindikana kupakia orodha\./);
    expect(within(blocked).getByRole("button", { name: "Jaribu tena" })).toBeTruthy();
  });
});
