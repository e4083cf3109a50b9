// REST routes (docs/product.md, "REST calls") for notifications: the list polling clients read, and mark-as-read.
import { Router } from "express";
import type { Services } from "../services.js";
import type { NotificationRow } from "../modules/notifications/service.js";
import { bodyOf, route } from "./http.js";

/** The notification fields (docs/product.md, "Fields"); sender_id is the sender's profile id (docs/decisions/0002-ids-and-links.md). */
export function notificationJson(notification: NotificationRow) {
  const { sender, messageText } = notification.listed;
  return {
    id: notification.id,
    type: notification.type,
    message_template: notification.message,
    sender_role: sender?.role ?? null,
    sender_id: sender?.profileId ?? null,
    sender_name: sender?.name ?? null,
    is_read: notification.isRead,
    created_at: notification.createdAt.toISOString(),
    contract_id: notification.contractId,
    // Added fields: the sender's user id (messages are addressed to it) and, for a message, its text.
    sender_user_id: notification.senderId,
    message_id: notification.messageId,
    message_content: messageText,
    job_id: notification.jobId,
  };
}

export function notificationRoutes(services: Services): Router {
  const router = Router();
  router.get("/notification_list/", route(services, async (req, caller) => ({
    body: (await services.notifications.recent(caller.viewer, req.query.limit)).map(notificationJson),
  })));
  router.put("/notification_mark_as_read/:id/", route(services, async (req, caller) => ({
    body: notificationJson(await services.notifications.markRead(caller.viewer, req.params.id, bodyOf(req).is_read)),
  })));
  return router;
}
