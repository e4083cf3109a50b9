// The texts of /messages/ in one place (so another language can be added beside them).
export const CONVERSATION_TEXTS = {
  title: "Messages",
  intro: "Your conversations with employers and house managers.",
  empty: "No conversations yet. Open a profile and send a message to start one.",
  loadFailed: "Conversations could not be loaded. Please try again.",
  loading: "Loading conversations...",
  more: "Show more",
  back: "All messages",
  you: "You",
  unread: (count: number) => (count === 1 ? "1 unread message" : `${count} unread messages`),
  viewProfile: "View profile",
  chooseConversation: "Choose a conversation to read it.",
} as const;
