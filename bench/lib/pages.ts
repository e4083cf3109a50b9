// The read pages both benches load (bench/run.ts measures them, bench/profile.ts profiles them): the GraphQL the
// client's home, house manager and Find House Girl pages send, with the variables the bench gives them.
export const HOME = `query Home($first: Int!) {
  houseManagers(first: $first) {
    edges { cursor node { id name image imageThumb location rating experience
      reviews(first: 3) { edges { node { id reviewerId reviewerRole reviewerUsername rating comment createdAt } } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
export const HOUSE_MANAGER_PAGE = `query HouseManagerPage($id: ID!) {
  houseManager(id: $id) {
    id userId firstName lastName name image imageThumb location rating reviewCount bio age gender hobbies description
    availability maritalStatus tribe language salary city address education experience skills certificate
    albums { id title coverImage }
    reviews(first: 10) { totalCount edges { cursor node { id reviewerId reviewerRole reviewerUsername rating comment createdAt } } pageInfo { hasNextPage endCursor } }
    contracts { id status employerName endDate }
  }
}`;
export const SEARCH = `query Find($filter: HouseManagerFilter, $first: Int!) {
  houseManagers(filter: $filter, first: $first) {
    totalCount
    edges { node { id name image imageThumb location rating experience availability } }
    pageInfo { hasNextPage endCursor }
  }
}`;
/** Find House Girl's filter in both benches: Nairobi, rating at least 3, at least 2 years' experience. */
export const FIND_FILTER = { location: "Nairobi", minRating: 3, minExperience: 2 };
/**
 * The top bar's search (client/src/features/search/search.graphql, SearchProfiles, with its fragments written out):
 * both sides, a page of 20 each as the search page first asks (SEARCH_PAGE_SIZE).
 */
export const TOP_BAR_SEARCH = `query SearchProfiles($query: String!, $first: Int!) {
  search(query: $query, first: $first) {
    houseManagers { totalCount edges { node { id name image imageThumb location verified verifications { kind verifiedAt expiresAt } availability } } }
    employers { totalCount edges { node { id name image imageThumb location isSchool } } }
  }
}`;
