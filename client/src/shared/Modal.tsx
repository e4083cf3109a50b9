// An accessible modal dialog: rendered in a portal, closes on Escape, the × button or a backdrop click, keeps focus inside and restores it on close.
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { i18n } from "../i18n";
import { Icon } from "./icons";

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons, shown under the body. */
  actions?: ReactNode;
  size?: "sm" | "md" | "lg";
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ open, title, onClose, children, actions, size = "md" }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const node = panel.current;
    (node?.querySelector<HTMLElement>("[data-autofocus]") ?? node)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      // A modal opened from another (Report in the chat) answers alone: Escape closes the top one only.
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (node && dialogs.length > 0 && dialogs[dialogs.length - 1] !== node) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        close();
      } else if (event.key === "Tab" && node) {
        const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={i18n.t("shared.close")}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {actions && <footer className="modal__footer">{actions}</footer>}
      </div>
    </div>,
    document.body,
  );
}
