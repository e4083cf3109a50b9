// The currency every amount on MaidMatch is in. GraphQL states it beside each amount (`currency`), so a client never
// has to guess what a bare number means; amounts themselves stay plain numbers.

/** ISO 4217 code of Kenya shillings. */
export const CURRENCY = "KES";
