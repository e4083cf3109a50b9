// MaidMatch's public contact details, shown in the footer and on the contact page.

export const CONTACT = {
  city: "Nairobi, Kenya",
  phone: "+254 712 345 678",
  phoneHref: "tel:+254712345678",
  email: "hello@maidmatch.co.ke",
} as const;

export const SOCIAL_LINKS = [
  { name: "Facebook", href: "https://www.facebook.com/maidmatch", icon: "facebook" },
  { name: "Instagram", href: "https://www.instagram.com/maidmatch", icon: "instagram" },
  { name: "X", href: "https://x.com/maidmatch", icon: "x" },
  { name: "YouTube", href: "https://www.youtube.com/@maidmatch", icon: "youtube" },
  { name: "WhatsApp", href: "https://wa.me/254712345678", icon: "whatsapp" },
] as const;
