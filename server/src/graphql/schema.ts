// The executable schema: schema.graphql plus every module's resolvers.
import { readFileSync } from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { ROOT_DIR } from "../config.js";
import type { Resolvers } from "./resolvers-types.js";
import { DateScalar, DateTimeScalar, UploadScalar } from "./scalars.js";
import { accountResolvers } from "../modules/accounts/resolvers.js";
import { profileResolvers } from "../modules/profiles/resolvers.js";
import { contractResolvers } from "../modules/contracts/resolvers.js";
import { notificationResolvers } from "../modules/notifications/resolvers.js";
import { messageResolvers } from "../modules/messages/resolvers.js";
import { contactResolvers } from "../modules/contact/resolvers.js";
import { reviewResolvers } from "../modules/reviews/resolvers.js";
import { albumResolvers } from "../modules/albums/resolvers.js";
import { jobResolvers } from "../modules/jobs/resolvers.js";
import { verificationResolvers } from "../modules/verifications/resolvers.js";
import { moderationResolvers } from "../modules/moderation/resolvers.js";
import { shortlistResolvers } from "../modules/shortlist/resolvers.js";
import { operatorResolvers } from "../modules/operators/resolvers.js";

export const typeDefs = readFileSync(path.join(ROOT_DIR, "schema.graphql"), "utf8");

const moduleResolvers: Resolvers[] = [accountResolvers, profileResolvers];
moduleResolvers.push(contractResolvers, notificationResolvers, messageResolvers, contactResolvers);
moduleResolvers.push(reviewResolvers, albumResolvers, jobResolvers);
moduleResolvers.push(verificationResolvers, moderationResolvers, operatorResolvers, shortlistResolvers);

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [{ Date: DateScalar, DateTime: DateTimeScalar, Upload: UploadScalar }, ...moduleResolvers] as never,
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
}
