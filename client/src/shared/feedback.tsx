// In-app confirmations and toasts in place of the browser's confirm() and alert() boxes (a cheap phone's
// native boxes block the page and cannot be styled or announced well). useConfirm() opens an accessible alert dialog
// and resolves true or false; useToast() shows a message in a live region for a few seconds. FeedbackProvider (in the
// root layout, app/Layout.tsx) renders both.
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { i18n } from "../i18n";
import { Icon } from "./icons";
import { Button } from "./Button";

export interface ConfirmOptions {
  /** The question, word for word (docs/product.md, "Validation and texts"). */
  message: string;
  /** The accepting button's label; 'OK' unless given. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the accepting button is red and focus starts on Cancel. */
  danger?: boolean;
}

export type ToastTone = "success" | "error" | "info";

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface Feedback {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  toast: (message: string, tone?: ToastTone) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** How long a toast stays (errors a little longer, so they can be read). */
const TOAST_MS = { success: 5000, info: 5000, error: 8000 } as const;

function ConfirmDialog({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (yes: boolean) => void }) {
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const answer = useEffectEvent((yes: boolean) => onAnswer(yes));

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    node.querySelector<HTMLElement>(options.danger ? "[data-cancel]" : "[data-confirm]")?.focus();
    // Listening on the dialog itself, and stopping Escape there, keeps a modal underneath (a contract's details) open.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.stopPropagation();
        answer(false);
      } else if (event.key === "Tab" && node) {
        const buttons = Array.from(node.querySelectorAll<HTMLElement>("button"));
        const index = buttons.indexOf(document.activeElement as HTMLElement);
        event.preventDefault();
        event.stopPropagation();
        buttons[(index + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length]?.focus();
      }
    }
    node.addEventListener("keydown", onKeyDown);
    return () => {
      node.removeEventListener("keydown", onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [options.danger]);

  return createPortal(
    <div className="modal-backdrop confirm-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onAnswer(false)}>
      <div ref={panel} className="modal modal--sm confirm" role="alertdialog" aria-modal="true" aria-labelledby={messageId}>
        <p id={messageId} className="confirm__message">
          {options.message}
        </p>
        <div className="confirm__actions">
          <Button variant="ghost" data-cancel onClick={() => onAnswer(false)}>
            {options.cancelLabel ?? i18n.t("shared.cancel")}
          </Button>
          <Button variant={options.danger ? "danger" : "primary"} data-confirm onClick={() => onAnswer(true)}>
            {options.confirmLabel ?? "OK"}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{ options: ConfirmOptions; resolve: (yes: boolean) => void } | null>(null);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const toast = useCallback(
    (message: string, tone: ToastTone = "success") => {
      const id = nextId.current++;
      // The newest three stay; older ones make way on a small screen.
      setToasts((list) => [...list.slice(-2), { id, message, tone }]);
      window.setTimeout(() => dismiss(id), TOAST_MS[tone]);
    },
    [dismiss],
  );
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { options, resolve };
        });
      }),
    [],
  );
  const value = useMemo(() => ({ confirm, toast }), [confirm, toast]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {pending && (
        <ConfirmDialog
          options={pending.options}
          onAnswer={(yes) => {
            pending.resolve(yes);
            setPending(null);
          }}
        />
      )}
      <div className="toasts">
        {/* Two live regions that are always in the page, so screen readers announce what is added to them (aria-live
            without a role: an empty region must not count as one of the page's alerts). */}
        <div aria-live="polite" className="toasts__region">
          {toasts.filter((item) => item.tone !== "error").map((item) => (
            <ToastItem key={item.id} toast={item} onClose={() => dismiss(item.id)} />
          ))}
        </div>
        <div aria-live="assertive" className="toasts__region">
          {toasts.filter((item) => item.tone === "error").map((item) => (
            <ToastItem key={item.id} toast={item} onClose={() => dismiss(item.id)} />
          ))}
        </div>
      </div>
    </FeedbackContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <div className={`toast toast--${toast.tone}`} data-testid="toast">
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="icon-btn toast__close" aria-label={i18n.t("shared.dismiss")} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error("useConfirm/useToast need a FeedbackProvider (app/Layout.tsx renders one)");
  return feedback;
}

/** `if (!(await confirm({ message: "…" }))) return;` */
export function useConfirm(): Feedback["confirm"] {
  return useFeedback().confirm;
}

/** `toast("Contract accepted")`, `toast("Error …", "error")`. */
export function useToast(): Feedback["toast"] {
  return useFeedback().toast;
}
