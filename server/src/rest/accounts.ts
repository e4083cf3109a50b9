// REST routes for accounts (docs/product.md, "REST calls"): /accounts/registration/, /accounts/login/, token refresh, logout,
// password reset and change, notification settings.
import { Router } from "express";
import type { Services } from "../services.js";
import { bodyOf, route } from "./http.js";
import type { Preferences, Session } from "../modules/accounts/service.js";

/** The login response (docs/product.md, "Fields"). */
function loginResponse(session: Session) {
  return {
    success: true,
    accessToken: session.accessToken,
    refresh: session.refreshToken,
    access_expiry: session.accessExpiry.toISOString(),
    username: session.user.username,
    user_id: session.user.id,
  };
}

export function accountRoutes(services: Services): Router {
  const router = Router();
  router.post("/registration/", route(services, async (req, caller) => {
    const { message, user } = await services.accounts.register(bodyOf(req), caller);
    return {
      status: 201,
      body: { message, user: { id: user.id, email: user.email, username: user.username, first_name: user.firstName, last_name: user.lastName, user_type: user.userType } },
    };
  }));
  router.post("/login/", route(services, async (req, caller) => ({ body: loginResponse(await services.accounts.login(bodyOf(req), caller)) })));
  router.post("/token/refresh/", route(services, async (req) => ({ body: loginResponse(await services.accounts.refresh(bodyOf(req))) })));
  router.post("/logout/", route(services, async (req) => {
    await services.accounts.logout(bodyOf(req));
    return { body: { success: true, message: "Logged out" } };
  }));
  router.post("/password_reset/", route(services, async (req, caller) => {
    const { message } = await services.accounts.requestPasswordReset(bodyOf(req), caller);
    return { body: { success: true, message, detail: message } };
  }));
  router.post("/password_reset/confirm/", route(services, async (req, caller) => {
    const { message } = await services.accounts.confirmPasswordReset(bodyOf(req), caller);
    return { body: { success: true, message, detail: message } };
  }));
  router.post("/password_change/", route(services, async (req, caller) => {
    const session = await services.accounts.changePassword(caller.viewer, bodyOf(req));
    return { body: { ...loginResponse(session), message: session.message, detail: session.message } };
  }));
  router.get("/settings/", route(services, async (_req, caller) => ({ body: preferencesJson(await services.accounts.preferences(caller.viewer)) })));
  router.put("/settings/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    const saved = await services.accounts.updatePreferences(caller.viewer, { emailNotifications: body.email_notifications, smsNotifications: body.sms_notifications, language: body.language });
    return { body: preferencesJson(saved) };
  }));
  return router;
}

function preferencesJson(preferences: Preferences) {
  return { email_notifications: preferences.emailNotifications, sms_notifications: preferences.smsNotifications, language: preferences.language };
}
