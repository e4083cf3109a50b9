// The shared layout of every route: top bar (logo, search, navigation, burger menu), the page, and the footer.
import { Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router-dom";
import { SOCIAL_LINKS } from "../shared/contact-info";
import { ContactAddress } from "../shared/ContactAddress";
import { Icon, type IconName } from "../shared/icons";
import { PageSpinner } from "../shared/Spinner";
import { RouteErrorBoundary } from "./RouteError";
import { SearchBox } from "./SearchBox";
import { SessionProvider } from "./SessionProvider";
import { useSession } from "../shared/session-context";
import { FeedbackProvider } from "../shared/feedback";
import { useViewer } from "../shared/use-viewer";
import { UnreadBadge, useUnreadCount } from "./UnreadBadge";
import { OfflineNotice } from "./OfflineNotice";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./LanguageSwitch";
import { buttonClass } from "../shared/Button";

const navClass = ({ isActive }: { isActive: boolean }) => `site-nav__link${isActive ? " is-active" : ""}`;

/** The logo and name, linking home: in the top bar and, smaller, in the footer. */
function Brand({ size, className = "brand" }: { size: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className} aria-label={t("brand.home")}>
      <img src="/logo.svg" alt="" width={size} height={size} className="brand__mark" />
      <span className="brand__name">
        Maid<span>Match</span>
      </span>
    </Link>
  );
}

/**
 * A main navigation link with its icon; `end` keeps it from lighting up on the pages below it. A `compact` item shows
 * only its icon in the wide top bar (its label stays its accessible name and tooltip), so a signed-in member's row
 * leaves the search its whole placeholder at 1280 px in either language (tests/e2e/tap-targets.test.ts).
 */
function NavItem({ to, icon, label, title, end, compact }: { to: string; icon: IconName; label: string; title?: string; end?: boolean; compact?: boolean }) {
  return (
    <li>
      <NavLink to={to} className={(state) => `${navClass(state)}${compact ? " site-nav__link--compact" : ""}`} title={title ?? (compact ? label : undefined)} end={end}>
        <Icon name={icon} size={20} className="site-nav__icon" />
        {compact ? <span className="site-nav__label">{label}</span> : label}
      </NavLink>
    </li>
  );
}

/** The bell with the unread count: in the top bar itself on a phone (visible with the menu closed), in the menu on wide screens. */
function BellLink({ count, className, withText }: { count: number; className: string; withText?: boolean }) {
  // The top bar's bell is the one a phone shows with the menu closed; the menu's copy gets its own test id.
  const { t } = useTranslation();
  return (
    <NavLink to="/notifications/" end className={(state) => `${navClass(state)} ${className}`} aria-label={withText ? undefined : count > 0 ? t("nav.notificationsUnread", { count }) : t("nav.notifications")}>
      {withText && <span className="site-nav__bell-text">{t("nav.notifications")}</span>}
      <span className="bell">
        <Icon name="bell" size={20} />
        <UnreadBadge count={count} testId={withText ? "unread-badge-menu" : "unread-badge"} />
      </span>
    </NavLink>
  );
}

/**
 * Operators get their console where others have Contracts (operators are party to no contract and never read their
 * terms: docs/decisions/0008-operators-and-trust.md); the role comes from `me`, as the stored session does not say it.
 */
function RoleNavItem() {
  const viewer = useViewer();
  const { t } = useTranslation();
  if (viewer.kind === "user" && viewer.userType === "operator") return <NavItem to="/operator/" icon="shield-check" label={t("nav.console")} title={t("nav.operatorConsole")} />;
  return <NavItem to="/contracts" icon="handshake" label={t("nav.contracts")} />;
}

function TopBar() {
  const { isLoggedIn, logout, user } = useSession();
  const location = useLocation();
  const unread = useUnreadCount(isLoggedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { t } = useTranslation();

  // Escape closes the open menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // Following a link in the menu closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("a")) setMenuOpen(false);
  };

  return (
    <header className="topbar">
      <div className="topbar__inner container">
        <Brand size={34} />

        <div className="topbar__search">
          <SearchBox onSearch={() => setMenuOpen(false)} />
        </div>

        {isLoggedIn && <BellLink count={unread} className="topbar__bell" />}

        <button
          type="button"
          className="icon-btn nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={24} />
        </button>

        <nav id={navId} className={`site-nav${menuOpen ? " is-open" : ""}`} aria-label={t("nav.main")} onClick={closeOnLink}>
          <ul className="site-nav__list">
            <NavItem to="/findhousegirl/" icon="search" label={t("nav.findHouseGirl")} />
            <NavItem to="/jobs/" icon="briefcase" label={t("nav.jobs")} />
            <NavItem to="/contact" icon="mail" label={t("nav.contact")} />
            {isLoggedIn ? (
              <>
                <NavItem to="/profile" end icon="user" label={t("nav.profile")} title={user?.username ? t("nav.signedInAs", { username: user.username }) : undefined} />
                <RoleNavItem />
                <NavItem to="/messages/" icon="message" label={t("nav.messages")} compact />
                <NavItem to="/settings" icon="settings" label={t("nav.settings")} compact />
                <li>
                  <BellLink count={unread} className="site-nav__bell" withText />
                </li>
                <li>
                  <button
                    type="button"
                    className="site-nav__link site-nav__logout"
                    aria-label={t("nav.logout")}
                    title={t("nav.logout")}
                    onClick={() => {
                      setMenuOpen(false);
                      void logout();
                    }}
                  >
                    <Icon name="logout" size={20} />
                    <span className="site-nav__logout-text" aria-hidden="true">
                      {t("nav.logout")}
                    </span>
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/login" className={navClass} state={location.pathname === "/login" ? undefined : { from: `${location.pathname}${location.search}` }}>
                    <Icon name="login" size={20} className="site-nav__icon" />
                    {t("nav.login")}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/register" className={buttonClass({ size: "sm", className: "site-nav__cta" })}>
                    {t("nav.register")}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  { to: "/", label: "footer.home" },
  { to: "/findhousegirl/", label: "nav.findHouseGirl" },
  { to: "/about", label: "footer.about" },
  { to: "/contact", label: "nav.contact" },
  { to: "/privacy", label: "footer.privacy" },
] as const;

/** A column of the footer under its heading (the links are a <nav> named by `label`). */
function FooterSection({ title, as: Tag = "div", label, children }: { title: string; as?: "div" | "nav"; label?: string; children: ReactNode }) {
  return (
    <Tag aria-label={label}>
      <h2 className="footer__title">{title}</h2>
      {children}
    </Tag>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Brand size={30} className="brand brand--footer" />
          <p>{t("footer.tagline")}</p>
          <LanguageSwitch className="footer__language" />
        </div>
        <FooterSection title={t("footer.explore")} as="nav" label={t("footer.label")}>
          <ul className="footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection title={t("footer.getInTouch")}>
          <ContactAddress className="footer__contact" iconSize={16} />
        </FooterSection>
        <FooterSection title={t("footer.followUs")}>
          <ul className="footer__social">
            {SOCIAL_LINKS.map((item) => (
              <li key={item.name}>
                <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={t("footer.onSocial", { network: item.name })} className="social-link">
                  <Icon name={item.icon} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>
      <div className="footer__bottom container">
        <span>{t("footer.rights", { year: new Date().getFullYear() })}</span>
        <span>{t("footer.madeIn")}</span>
      </div>
    </footer>
  );
}

/** New pages open at the top, like a normal site; in-page anchors are left alone. */
function useScrollToTopOnNavigate(pathname: string, hash: string) {
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);
}

export function Layout() {
  const { pathname, hash } = useLocation();
  useScrollToTopOnNavigate(pathname, hash);
  const { t } = useTranslation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <TopBar />
      <OfflineNotice />
      <main id="main" className="main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/** The root route's element: the session (which needs the router) around the layout. */
export function RootLayout() {
  return (
    <SessionProvider>
      <FeedbackProvider>
        <Layout />
      </FeedbackProvider>
    </SessionProvider>
  );
}
