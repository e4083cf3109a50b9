// Link previews for public profiles: a link to /profile/house_manager/{id} or /profile/employer/{id} shared on
// WhatsApp or elsewhere shows the person's name, town, rating and photo. Crawlers do not run the app's JavaScript, so
// the server writes Open Graph and Twitter tags into the page's <head>. Every value is escaped for an HTML attribute.
import type { Services } from "../services.js";
import type { ProfileRole } from "../modules/profiles/service.js";
import { displayName } from "../../../shared/names.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" };

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"'`]/g, (character) => ESCAPES[character]!);
}

/** The path's role and profile id when it is a public profile page, else null. */
export function profileFromPath(pathname: string): { role: ProfileRole; id: string } | null {
  const match = /^\/profile\/(house_manager|employer)\/(\d{1,12})\/?$/.exec(pathname);
  return match ? { role: match[1] as ProfileRole, id: match[2]! } : null;
}

/** The <meta> tags (and title, canonical link and the photo's preload) for one profile, or null when there is no such profile. */
export async function profileShareTags(services: Services, role: ProfileRole, id: string, origin: string): Promise<string | null> {
  const profile = await services.profiles.requireProfile(role, id).catch(() => null);
  if (!profile) return null;
  const [withOwner] = await services.profiles.withOwners([profile]);
  if (!withOwner) return null;
  const name = displayName(withOwner.owner);
  const town = [profile.location, profile.city].filter(Boolean).join(", ");
  const rating = Number(profile.rating);
  const side = role === "house_manager" ? "House manager" : "Employer";
  const ratingText = profile.reviewCount > 0 ? `rated ${rating.toFixed(1)} / 5 from ${profile.reviewCount} ${profile.reviewCount === 1 ? "review" : "reviews"}` : "no reviews yet";
  const title = `${name} · MaidMatch`;
  const description = `${side}${town ? ` in ${town}` : ""}, ${ratingText}.`;
  const url = `${origin}/profile/${role}/${profile.id}`;
  const image = profile.image ? `${origin}${profile.image.startsWith("/") ? "" : "/"}${profile.image}` : `${origin}/icons/icon-512.png`;
  const tags: [string, string, string][] = [
    ["property", "og:type", "profile"],
    ["property", "og:site_name", "MaidMatch"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["property", "og:image:alt", name],
    ["name", "twitter:card", profile.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
    ["name", "description", description],
  ];
  // The photo the page shows first (the thumbnail, as client/src/features/*/…Page.tsx): fetched with the page's own
  // scripts instead of after them, so the largest picture of the page is not the last thing to arrive on a slow network.
  const photo = profile.imageThumb ?? profile.image;
  return [
    `<title>${escapeAttribute(title)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    ...(photo ? [`<link rel="preload" as="image" href="${escapeAttribute(photo)}" fetchpriority="high" />`] : []),
    ...tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeAttribute(value)}" />`),
  ].join("\n    ");
}

/** index.html with the profile's tags in place of its own title and description. */
export function withShareTags(html: string, tags: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", `    ${tags}\n  </head>`);
}
