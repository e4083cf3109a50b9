// Login and registration pages: validation, pending state, the error texts of docs/product.md, and what success does.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServerError } from "@apollo/client/errors";
import { LoginDocument, RegisterDocument } from "../../client/src/gql/graphql";
import { renderApp, unreadBadgeMocks } from "./render";

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const registerInput = {
  email: "amina@example.com",
  firstName: "Amina",
  lastName: "Otieno",
  username: "amina",
  password: "s3cure-Passw0rd",
  password2: "s3cure-Passw0rd",
  userType: "employer" as const,
};

async function fillRegisterForm(password2 = registerInput.password2) {
  await screen.findByRole("heading", { name: "Create your account" });
  fill("Email", registerInput.email);
  fill("First name", registerInput.firstName);
  fill("Last name", registerInput.lastName);
  fill("Username", registerInput.username);
  fill("Password", registerInput.password);
  fill("Password again", password2);
}

describe("register page", () => {
  it("links 'Log in' and the privacy notice in its texts", async () => {
    renderApp("/register");
    expect((await screen.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "privacy notice" }).getAttribute("href")).toBe("/privacy");
  });

  it("shows 'Passwords must match' and sends nothing when the passwords differ", async () => {
    const result = vi.fn(() => ({ data: null }));
    renderApp("/register", [{ request: { query: RegisterDocument, variables: () => true }, result }]);
    await fillRegisterForm("something-else");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Passwords must match")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();
  });

  it("joins the first server message of email, username and password with ' , '", async () => {
    renderApp("/register", [
      {
        request: { query: RegisterDocument, variables: { input: registerInput } },
        result: {
          errors: [
            {
              message: "Invalid registration",
              extensions: {
                code: "BAD_USER_INPUT",
                fieldErrors: {
                  email: ["A user with that email already exists.", "second email message"],
                  username: ["A user with that username already exists."],
                  password: ["This password is too common."],
                  first_name: ["ignored"],
                },
              },
            },
          ],
        },
      },
    ]);
    await fillRegisterForm();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(
      await screen.findByText(
        "A user with that email already exists. , A user with that username already exists. , This password is too common.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("falls back to the generic text when the server names none of those fields", async () => {
    renderApp("/register", [
      { request: { query: RegisterDocument, variables: { input: registerInput } }, error: new Error("Failed to fetch") },
    ]);
    await fillRegisterForm();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("An error occurred. Please try again.")).toBeTruthy();
  });

  it("shows the server's message, then opens /login after 3 seconds", async () => {
    renderApp("/register", [
      {
        request: { query: RegisterDocument, variables: { input: { ...registerInput, userType: "house_manager" } } },
        result: {
          data: {
            register: {
              __typename: "RegisterPayload",
              message: "Registration successful. Please log in.",
              user: { __typename: "User", id: "12", username: "amina" },
            },
          },
        },
      },
    ]);
    await fillRegisterForm();
    fireEvent.change(screen.getByLabelText("I am"), { target: { value: "house_manager" } });
    // The 3-second redirect runs on a fake clock from here: the test moves it, so no real second passes and a loaded
    // machine cannot make the page look early or late.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Registration successful. Please log in.")).toBeTruthy();
    const shownAt = Date.now();
    await vi.advanceTimersByTimeAsync(2_700);
    expect(screen.getByTestId("location").textContent).toBe("/register");
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"), { timeout: 1_500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_900);
  });
});

describe("login page", () => {
  const variables = { email: "amina@example.com", password: "wrong-password" };

  async function submitLogin() {
    await screen.findByRole("heading", { name: "Welcome back" });
    fill("Email", variables.email);
    fill("Password", variables.password);
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
  }

  it("links 'Create an account' to /register", async () => {
    // A tag named like a void HTML element (<link>) would close at once in Trans and leave the link empty.
    renderApp("/login");
    expect((await screen.findByRole("link", { name: "Create an account" })).getAttribute("href")).toBe("/register");
  });

  it("shows a pending state, then the server's non_field_errors", async () => {
    renderApp("/login", [
      {
        request: { query: LoginDocument, variables },
        delay: 400,
        result: {
          errors: [
            {
              message: "Invalid email or password",
              extensions: { code: "BAD_USER_INPUT", fieldErrors: { non_field_errors: ["Invalid email or password"] } },
            },
          ],
        },
      },
    ]);
    await submitLogin();
    const pending = await screen.findByRole("button", { name: /Logging in\.\.\./ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("Invalid email or password")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Login" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Invalid credential' for a GraphQL error without non_field_errors", async () => {
    renderApp("/login", [
      { request: { query: LoginDocument, variables }, result: { errors: [{ message: "Nope", extensions: { code: "UNAUTHENTICATED" } }] } },
    ]);
    await submitLogin();
    expect(await screen.findByText("Invalid credential")).toBeTruthy();
  });

  it("says 'An error occured' for a failed answer without an errors object", async () => {
    const response = new Response("Bad gateway", { status: 502 });
    renderApp("/login", [
      {
        request: { query: LoginDocument, variables },
        error: new ServerError("Response not successful: Received status code 502", { response, bodyText: "Bad gateway" }),
      },
    ]);
    await submitLogin();
    expect(await screen.findByText("An error occured")).toBeTruthy();
  });

  it("says 'Something went wrong, Please try again' when the network fails", async () => {
    renderApp("/login", [{ request: { query: LoginDocument, variables }, error: new TypeError("Failed to fetch") }]);
    await submitLogin();
    expect(await screen.findByText("Something went wrong, Please try again")).toBeTruthy();
  });

  it("asks for both fields before sending", async () => {
    renderApp("/login");
    await screen.findByRole("heading", { name: "Welcome back" });
    fill("Email", "   ");
    fireEvent.submit(screen.getByRole("button", { name: "Login" }).closest("form")!);
    expect(await screen.findByText("Please enter your email and password.")).toBeTruthy();
  });

  it("stores the six session keys and opens /profile/ on success", async () => {
    const expiry = new Date(Date.now() + 15 * 60_000).toISOString();
    renderApp("/login", [
      {
        request: { query: LoginDocument, variables },
        result: {
          data: {
            login: {
              __typename: "AuthPayload",
              accessToken: "jwt-access",
              accessExpiry: expiry,
              refreshToken: "opaque-refresh",
              user: { __typename: "User", id: "42", username: "amina", email: "amina@example.com", userType: "employer" },
            },
          },
        },
      },
      ...unreadBadgeMocks(0),
    ]);
    await submitLogin();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/profile/"));
    expect({ ...window.localStorage }).toEqual({
      accessToken: "jwt-access",
      accessExpiry: expiry,
      refreshToken: "opaque-refresh",
      email: "amina@example.com",
      username: "amina",
      userId: "42",
    });
    expect(await screen.findByRole("link", { name: /Profile/ })).toBeTruthy();
  });
});
