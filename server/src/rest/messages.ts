// REST routes (docs/product.md, "REST calls") for messages between users and the contact form to the MaidMatch team.
import { Router } from "express";
import type { Message } from "../generated/prisma/client.js";
import type { Services } from "../services.js";
import { bodyOf, route } from "./http.js";
import { ValidationError } from "../lib/errors.js";
import { REST_CONVERSATIONS_DEFAULT, type ConversationSummary } from "../modules/messages/service.js";

/** The message fields (docs/product.md, "Fields"): sender and recipient are user ids. */
export function messageJson(message: Message) {
  return {
    id: message.id,
    sender: message.senderId,
    recipient: message.recipientId,
    content: message.content,
    created_at: message.createdAt.toISOString(),
  };
}

/** A conversation of the list: the other person, the last message (sender is a user id) and the unread count. */
export function conversationJson(conversation: ConversationSummary) {
  return {
    user_id: conversation.userId,
    name: conversation.name,
    image: conversation.image,
    role: conversation.role,
    profile_id: conversation.profileId,
    last_message: {
      id: conversation.lastMessage.id,
      content: conversation.lastMessage.content,
      created_at: conversation.lastMessage.createdAt.toISOString(),
      sender: conversation.lastMessage.senderId,
    },
    unread_count: conversation.unreadCount,
  };
}

export function messageRoutes(services: Services): Router {
  const router = Router();
  router.post("/send_message/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    return { status: 201, body: messageJson(await services.messages.send(caller.viewer, { recipient: body.recipient, content: body.content })) };
  }));
  router.get("/inbox/", route(services, async (req, caller) => ({
    body: (await services.messages.recentInbox(caller.viewer, req.query.limit)).map(messageJson),
  })));
  router.get("/conversations/", route(services, async (req, caller) => {
    const limit = req.query.limit === undefined ? REST_CONVERSATIONS_DEFAULT : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ValidationError("limit must be between 1 and 100");
    const page = await services.messages.conversations(caller.viewer, { first: limit });
    return { body: page.edges.map(({ node }) => conversationJson(node)) };
  }));
  router.put("/conversations/:userId/read/", route(services, async (req, caller) => {
    const result = await services.messages.markConversationRead(caller.viewer, req.params.userId);
    return { body: { success: true, user_id: result.userId, marked: result.marked, unread_count: 0, unread_notifications: result.unreadNotifications } };
  }));
  router.post("/contact-house-manager/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    return { status: 201, body: messageJson(await services.messages.contactProfile(caller.viewer, "house_manager", body.houseManagerId, body.message)) };
  }));
  router.post("/contact-employer/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    return { status: 201, body: messageJson(await services.messages.contactProfile(caller.viewer, "employer", body.employerId, body.message)) };
  }));
  router.post("/contact_maid_match/", route(services, async (req, caller) => ({
    status: 201,
    body: await services.contact.submit(caller, bodyOf(req)),
  })));
  return router;
}
