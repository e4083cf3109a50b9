/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SessionRefreshToken($refreshToken: String!) {\n  refreshToken(refreshToken: $refreshToken) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation SessionLogout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken) {\n    success\n    message\n  }\n}": typeof types.SessionRefreshTokenDocument,
    "query UnreadBadgeCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadBadgeNotificationAdded {\n  notificationAdded {\n    unreadCount\n    notification {\n      id\n      type\n      message\n      isRead\n      createdAt\n      senderRole\n      senderId\n      senderName\n      contractId\n    }\n  }\n}": typeof types.UnreadBadgeCountDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n      userType\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    user {\n      id\n      username\n    }\n  }\n}": typeof types.LoginDocument,
    "query FeaturedHouseManagers($first: Int!, $after: String) {\n  houseManagers(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        image\n        imageThumb\n        location\n        rating\n        experience\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery FeaturedHouseManagerReviews($profileId: ID!, $first: Int!) {\n  reviews(role: house_manager, profileId: $profileId, first: $first) {\n    edges {\n      node {\n        id\n        reviewerId\n        reviewerRole\n        reviewerUsername\n        rating\n        comment\n        createdAt\n      }\n    }\n  }\n}": typeof types.FeaturedHouseManagersDocument,
};
const documents: Documents = {
    "mutation SessionRefreshToken($refreshToken: String!) {\n  refreshToken(refreshToken: $refreshToken) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation SessionLogout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken) {\n    success\n    message\n  }\n}": types.SessionRefreshTokenDocument,
    "query UnreadBadgeCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadBadgeNotificationAdded {\n  notificationAdded {\n    unreadCount\n    notification {\n      id\n      type\n      message\n      isRead\n      createdAt\n      senderRole\n      senderId\n      senderName\n      contractId\n    }\n  }\n}": types.UnreadBadgeCountDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n      userType\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    user {\n      id\n      username\n    }\n  }\n}": types.LoginDocument,
    "query FeaturedHouseManagers($first: Int!, $after: String) {\n  houseManagers(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        image\n        imageThumb\n        location\n        rating\n        experience\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery FeaturedHouseManagerReviews($profileId: ID!, $first: Int!) {\n  reviews(role: house_manager, profileId: $profileId, first: $first) {\n    edges {\n      node {\n        id\n        reviewerId\n        reviewerRole\n        reviewerUsername\n        rating\n        comment\n        createdAt\n      }\n    }\n  }\n}": types.FeaturedHouseManagersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionRefreshToken($refreshToken: String!) {\n  refreshToken(refreshToken: $refreshToken) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation SessionLogout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation SessionRefreshToken($refreshToken: String!) {\n  refreshToken(refreshToken: $refreshToken) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n    }\n  }\n}\n\nmutation SessionLogout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadBadgeCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadBadgeNotificationAdded {\n  notificationAdded {\n    unreadCount\n    notification {\n      id\n      type\n      message\n      isRead\n      createdAt\n      senderRole\n      senderId\n      senderName\n      contractId\n    }\n  }\n}"): (typeof documents)["query UnreadBadgeCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadBadgeNotificationAdded {\n  notificationAdded {\n    unreadCount\n    notification {\n      id\n      type\n      message\n      isRead\n      createdAt\n      senderRole\n      senderId\n      senderName\n      contractId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n      userType\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    user {\n      id\n      username\n    }\n  }\n}"): (typeof documents)["mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    accessExpiry\n    refreshToken\n    user {\n      id\n      username\n      email\n      userType\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    user {\n      id\n      username\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedHouseManagers($first: Int!, $after: String) {\n  houseManagers(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        image\n        imageThumb\n        location\n        rating\n        experience\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery FeaturedHouseManagerReviews($profileId: ID!, $first: Int!) {\n  reviews(role: house_manager, profileId: $profileId, first: $first) {\n    edges {\n      node {\n        id\n        reviewerId\n        reviewerRole\n        reviewerUsername\n        rating\n        comment\n        createdAt\n      }\n    }\n  }\n}"): (typeof documents)["query FeaturedHouseManagers($first: Int!, $after: String) {\n  houseManagers(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        name\n        image\n        imageThumb\n        location\n        rating\n        experience\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery FeaturedHouseManagerReviews($profileId: ID!, $first: Int!) {\n  reviews(role: house_manager, profileId: $profileId, first: $first) {\n    edges {\n      node {\n        id\n        reviewerId\n        reviewerRole\n        reviewerUsername\n        rating\n        comment\n        createdAt\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;