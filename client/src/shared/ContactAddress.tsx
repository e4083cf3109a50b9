// MaidMatch's address, phone and email as the footer and the contact page show them (shared/contact-info.ts).
import { CONTACT } from "./contact-info";
import { Icon } from "./icons";

export function ContactAddress({ className, iconSize }: { className: string; iconSize: number }) {
  return (
    <address className={className}>
      <span>
        <Icon name="map-pin" size={iconSize} /> {CONTACT.city}
      </span>
      <a href={CONTACT.phoneHref}>
        <Icon name="phone" size={iconSize} /> {CONTACT.phone}
      </a>
      <a href={`mailto:${CONTACT.email}`}>
        <Icon name="mail" size={iconSize} /> {CONTACT.email}
      </a>
    </address>
  );
}
