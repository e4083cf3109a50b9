// Every form that sends a request submits through submitOnce, so none reloads the page or sends twice on a double tap.
import type { FormEvent } from "react";

/**
 * A form's onSubmit: the browser loads no page, and a submit while `busy` (the last request still in flight) is
 * ignored.
 */
export function submitOnce(busy: boolean, send: () => unknown): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    if (!busy) void send();
  };
}
