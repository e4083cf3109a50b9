// REST routes (docs/product.md, "REST calls") for messages between users and the contact form to the MaidMatch team.
import { Router } from "express";
import type { Message } from "../generated/prisma/client.js";
import type { Services } from "../services.js";
import { bodyOf, route } from "./http.js";

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

export function messageRoutes(services: Services): Router {
  const router = Router();
  router.post("/send_message/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    return { status: 201, body: messageJson(await services.messages.send(caller.viewer, { recipient: body.recipient, content: body.content })) };
  }));
  router.get("/inbox/", route(services, async (req, caller) => ({
    body: (await services.messages.recentInbox(caller.viewer, req.query.limit)).map(messageJson),
  })));
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
