// Shared steps of the trust tests: operator accounts, verification uploads and accepted contracts.
import { createOperator } from "../../server/src/modules/operators/service.js";
import { contractFields, formData, PDF, type FormValue } from "../support/forms.js";
import { GOOD_PASSWORD, unique, type TestServer, type TestUser } from "./harness.js";
import type { Person } from "./profile-helpers.js";

/** Makes an operator the way `npm run create-operator` does, then logs in through the ordinary login. */
export async function createOperatorUser(api: TestServer): Promise<TestUser> {
  const email = `${unique("operator")}@maidmatch.co.ke`;
  const { id } = await createOperator(api.server.database.prisma, api.server.config, email, GOOD_PASSWORD);
  const login = await api.rest("POST", "/accounts/login/", { body: { email, password: GOOD_PASSWORD } });
  if (login.status !== 200) throw new Error(`operator login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id, email, username: login.body.username, password: GOOD_PASSWORD, accessToken: login.body.accessToken, refresh: login.body.refresh, userType: "employer" };
}

/** A calendar date `days` from today (negative: in the past), YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Submits a verification document through REST. */
export function submitVerification(api: TestServer, token: string | undefined, values: Record<string, FormValue>) {
  return api.rest("POST", "/profiles/verifications/", { token, raw: formData(values) });
}

export const ID_DOCUMENT: Record<string, FormValue> = { kind: "id_document", document: { data: PDF, name: "id.pdf", type: "application/pdf" } };
export const goodConduct = (issuedOn = daysFromToday(-30)): Record<string, FormValue> => ({
  kind: "good_conduct",
  issued_on: issuedOn,
  document: { data: PDF, name: "certificate.pdf", type: "application/pdf" },
});

/** Submits both documents and has the operator approve them: the house manager is then verified. */
export async function verify(api: TestServer, operator: TestUser, houseManager: TestUser): Promise<void> {
  for (const values of [ID_DOCUMENT, goodConduct()]) {
    const submitted = await submitVerification(api, houseManager.accessToken, values);
    if (submitted.status !== 201) throw new Error(`verification not submitted: ${submitted.status} ${JSON.stringify(submitted.body)}`);
    const approved = await api.rest("POST", `/operator/verifications/${submitted.body.id}/approve/`, { token: operator.accessToken });
    if (approved.status !== 200) throw new Error(`verification not approved: ${approved.status} ${JSON.stringify(approved.body)}`);
  }
}

/** An offer from the employer to the house manager; accepted when `accept` is true. Returns the contract id. */
export async function contractBetween(api: TestServer, employer: Person, houseManager: Person, accept: boolean): Promise<number> {
  const created = await api.rest("POST", "/profiles/create_contract/", {
    raw: formData(contractFields(employer.profileId, houseManager.profileId, { contract_document: undefined, payment_amount: "30000", start_date: daysFromToday(10), end_date: daysFromToday(300) })),
    token: employer.accessToken,
  });
  if (created.status !== 201) throw new Error(`contract not created: ${created.status} ${JSON.stringify(created.body)}`);
  if (accept) {
    const accepted = await api.rest("PUT", `/profiles/contract_accept/${created.body.contract.id}/`, { token: houseManager.accessToken, body: { status: "Accepted" } });
    if (accepted.status !== 200) throw new Error(`contract not accepted: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
  return created.body.contract.id;
}
